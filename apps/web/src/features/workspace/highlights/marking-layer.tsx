import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addManualHighlight, selectHighlight, transaction } from '../commands/index.ts';
import { useHighlightColors } from '../hooks/use-highlight-colors.ts';
import {
  boxFromPoints,
  charsInBox,
  classifyTextGesture,
  judgeRectangle,
  mergeLines,
  padBox,
  wordAt,
  type Point,
} from '../lib/geometry.ts';
import { notifyInfo } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Box } from '../types.ts';

interface MarkingLayerProps {
  fileKey: string;
  page: number;
  scale: number;
}

/** Captures drags in edit mode: a rectangle, or (text mode) a word click or the characters in a box. */
export function MarkingLayer({ fileKey, page, scale }: MarkingLayerProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const colors = useHighlightColors();
  const mode = useWorkspace((s) => s.highlightMode);
  const pageWords = useWorkspace((s) => s.words[fileKey]);
  const start = useRef<{ point: Point; time: number } | null>(null);
  const [draft, setDraft] = useState<Box | null>(null);

  const toPoint = (event: PointerEvent<HTMLDivElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { point: toPoint(event), time: performance.now() };
    selectHighlight(store, null);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setDraft(boxFromPoints(start.current.point, toPoint(event)));
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const begun = start.current;
    start.current = null;
    setDraft(null);
    if (!begun) return;
    const end = toPoint(event);
    if (mode === 'text_selection') return finishText(begun.point, end, performance.now() - begun.time);
    const box = boxFromPoints(begun.point, end);
    const verdict = judgeRectangle(box, scale);
    if (verdict === 'tooSmall') notifyInfo(t('viewer.selectionTooSmall'));
    if (verdict === 'keep')
      addManualHighlight(store, { fileKey, page, box, creationMode: 'rectangular', colors });
  };

  const finishText = (from: Point, to: Point, elapsed: number) => {
    const words = Array.isArray(pageWords)
      ? (pageWords.find((p) => p.page_number === page)?.words ?? [])
      : [];
    // Pixel thresholds are about the hand, so compare in screen pixels.
    const gesture = classifyTextGesture(
      { x: from.x * scale, y: from.y * scale },
      { x: to.x * scale, y: to.y * scale },
      elapsed,
    );
    if (gesture === 'cancel') return;
    const pieces =
      gesture === 'word'
        ? [wordAt(words, from)].filter((w) => w !== undefined)
        : mergeLines(charsInBox(words, boxFromPoints(from, to)));
    // A selection over several lines is one mark to undo, however many boxes it makes.
    transaction(store, () => {
      for (const piece of pieces) {
        addManualHighlight(store, {
          fileKey,
          page,
          box: padBox(piece.bbox, 2, 4),
          text: piece.text,
          creationMode: 'text_selection',
          colors,
        });
      }
    });
  };

  return (
    <div
      className="ws-marking-layer"
      data-testid={`marking-${page}`}
      data-mode={mode}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => {
        start.current = null;
        setDraft(null);
      }}
    >
      {draft && (
        <div
          className="ws-draft"
          style={{
            left: draft.x0 * scale,
            top: draft.y0 * scale,
            width: (draft.x1 - draft.x0) * scale,
            height: (draft.y1 - draft.y0) * scale,
          }}
        />
      )}
    </div>
  );
}
