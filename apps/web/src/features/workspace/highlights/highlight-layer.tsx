import { memo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { removeHighlight, selectHighlight } from '../commands/index.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight } from '../types.ts';
import { highlightsOnPage } from './highlight-index.ts';
import { describeHighlight } from './highlight-label.ts';
import { notifyInfo } from '../lib/notify.ts';

interface HighlightLayerProps {
  fileKey: string;
  page: number;
  scale: number;
  onContextMenu: (highlight: Highlight, position: { x: number; y: number }) => void;
}

/**
 * Absolutely positioned divs, one per highlight: measured smooth with 2,000 on screen (see
 * docs/PERFORMANCE.md); the tooltip is one shared element instead of one per highlight.
 */
export const HighlightLayer = memo(function HighlightLayer({ fileKey, page, scale, onContextMenu }: HighlightLayerProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const highlights = useWorkspace((s) => highlightsOnPage(s.highlights, fileKey, page));
  const hidden = useWorkspace((s) => s.hidden);
  const selectedIds = useWorkspace((s) => s.selectedHighlightIds);
  const [hovered, setHovered] = useState<Highlight | null>(null);

  const handleClick = (event: MouseEvent, h: Highlight) => {
    event.stopPropagation();
    selectHighlight(store, h.id, event.shiftKey || event.metaKey || event.ctrlKey);
  };
  const handleDoubleClick = (event: MouseEvent, h: Highlight) => {
    event.stopPropagation();
    removeHighlight(store, h.id);
    setHovered(null);
    notifyInfo(t('notices.highlightDeleted'));
  };
  const handleContextMenu = (event: MouseEvent, h: Highlight) => {
    event.preventDefault();
    event.stopPropagation();
    onContextMenu(h, { x: event.clientX, y: event.clientY });
  };

  return (
    <div className="ws-highlight-layer" data-testid={`highlights-${page}`}>
      {highlights.map((h) =>
        hidden[h.type] ? null : (
          <div
            key={h.id}
            className="ws-highlight"
            data-highlight-type={h.type}
            data-highlight-text={h.text}
            data-selected={selectedIds.includes(h.id) || undefined}
            aria-label={describeHighlight(h, t)}
            style={{ left: h.x * scale, top: h.y * scale, width: h.w * scale, height: h.h * scale, background: h.color, opacity: h.opacity }}
            onMouseEnter={() => setHovered(h)}
            onMouseLeave={() => setHovered(null)}
            onMouseDown={(event) => event.stopPropagation()}
            onClick={(event) => handleClick(event, h)}
            onDoubleClick={(event) => handleDoubleClick(event, h)}
            onContextMenu={(event) => handleContextMenu(event, h)}
          />
        ),
      )}
      {hovered && (
        <div className="ws-tooltip" role="tooltip" style={{ left: hovered.x * scale, top: (hovered.y + hovered.h) * scale + 4 }}>
          {describeHighlight(hovered, t)}
        </div>
      )}
    </div>
  );
});
