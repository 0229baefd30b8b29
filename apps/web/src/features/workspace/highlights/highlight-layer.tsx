import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { removeHighlight, selectHighlight } from '../commands/index.ts';
import { notifyInfo } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight, HighlightType } from '../types.ts';
import { colourStripes, highlightsOnPage, marksOnSameWords } from './highlight-index.ts';
import { describeHighlight } from './highlight-label.ts';

/** A mark younger than this when double-clicked was made by that double-click's first click. */
const MADE_BY_THIS_DOUBLE_CLICK_MS = 500;

interface HighlightLayerProps {
  fileKey: string;
  page: number;
  scale: number;
  onContextMenu: (highlight: Highlight, position: { x: number; y: number }) => void;
}

/**
 * One page's highlights. Events are delegated to the layer and the boxes are a memoised list, so
 * hovering (which only moves the shared tooltip) never re-renders a thousand boxes; measured in
 * docs/PERFORMANCE.md with 2,000 highlights on screen.
 */
export const HighlightLayer = memo(function HighlightLayer({
  fileKey,
  page,
  scale,
  onContextMenu,
}: HighlightLayerProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const highlights = useWorkspace((s) => highlightsOnPage(s.highlights, fileKey, page));
  const hidden = useWorkspace((s) => s.hidden);
  const selectedIds = useWorkspace((s) => s.selectedHighlightIds);
  const [hovered, setHovered] = useState<Highlight | null>(null);
  // Engines often mark the same words (PERSON_S and PERSON_A on one name): the tooltip names each.
  const stack = useMemo(
    () => (hovered ? marksOnSameWords(hovered, highlights).filter((h) => !hidden[h.type]) : []),
    [hovered, highlights, hidden],
  );

  const highlightOf = useCallback(
    (event: MouseEvent): Highlight | undefined => {
      const id = (event.target as HTMLElement).closest<HTMLElement>('.ws-highlight')?.dataset.id;
      return id ? store.getState().highlights[id] : undefined;
    },
    [store],
  );
  const handleOver = (event: MouseEvent) => {
    const h = highlightOf(event);
    setHovered((current) => (current?.id === h?.id ? current : (h ?? null)));
  };
  const handleClick = (event: MouseEvent) => {
    const h = highlightOf(event);
    if (!h) return;
    event.stopPropagation();
    selectHighlight(store, h.id, event.shiftKey || event.metaKey || event.ctrlKey);
  };
  const handleDoubleClick = (event: MouseEvent) => {
    const h = highlightOf(event);
    if (!h) return;
    event.stopPropagation();
    // Double-clicking a word is how one picks a word anywhere else: its first click marked the word
    // (text selection), and the second must not take that mark away again.
    if (h.creationMode === 'text_selection' && Date.now() - h.timestamp < MADE_BY_THIS_DOUBLE_CLICK_MS)
      return;
    removeHighlight(store, h.id);
    setHovered(null);
    notifyInfo(t('notices.highlightDeleted'));
  };
  const handleContextMenu = (event: MouseEvent) => {
    const h = highlightOf(event);
    if (!h) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu(h, { x: event.clientX, y: event.clientY });
  };

  return (
    <div
      className="ws-highlight-layer"
      data-testid={`highlights-${page}`}
      onMouseOver={handleOver}
      onMouseLeave={() => setHovered(null)}
      onMouseDown={(event) => highlightOf(event) && event.stopPropagation()}
      onClick={handleClick}
      onDoubleClick={handleDoubleClick}
      onContextMenu={handleContextMenu}
    >
      <HighlightBoxes highlights={highlights} hidden={hidden} selectedIds={selectedIds} scale={scale} />
      {hovered && (
        <div
          className="ws-tooltip"
          role="tooltip"
          style={{ left: hovered.x * scale, top: (hovered.y + hovered.h) * scale + 4 }}
        >
          {stack.map((h) => (
            <div key={h.id} className="ws-tooltip-line" data-model={h.model}>
              {describeHighlight(h, t)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
});

interface HighlightBoxesProps {
  highlights: Highlight[];
  hidden: Record<HighlightType, boolean>;
  selectedIds: string[];
  scale: number;
}

const HighlightBoxes = memo(function HighlightBoxes({
  highlights,
  hidden,
  selectedIds,
  scale,
}: HighlightBoxesProps) {
  const { t } = useTranslation('workspace');
  const stripes = useMemo(() => colourStripes(highlights, (h) => hidden[h.type]), [highlights, hidden]);
  return highlights.map((h) => {
    if (hidden[h.type]) return null;
    const stripe = stripes.get(h.id);
    const top = stripe ? h.y + (h.h * stripe.index) / stripe.count : h.y;
    const height = stripe ? h.h / stripe.count : h.h;
    return (
      <div
        key={h.id}
        className="ws-highlight"
        data-id={h.id}
        data-highlight-type={h.type}
        data-highlight-text={h.text}
        data-entity={h.entity}
        data-model={h.model}
        data-answered-by={h.answeredBy}
        data-legal-basis={h.legalBasis}
        data-selected={selectedIds.includes(h.id) || undefined}
        // A described mark: aria-label needs a role that takes one (axe: aria-prohibited-attr).
        role="img"
        aria-label={describeHighlight(h, t)}
        style={{
          left: h.x * scale,
          top: top * scale,
          width: h.w * scale,
          height: height * scale,
          background: h.color,
          opacity: h.opacity,
        }}
      />
    );
  });
});
