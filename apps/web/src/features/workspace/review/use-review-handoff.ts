import type { Review } from '@sladd/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeReviewHandoff } from '../../../lib/navigation/review-handoff.ts';
import { addFiles, addHighlights, openFile, removeHighlightsOfFile, transaction } from '../commands/index.ts';
import { useHighlightColors } from '../hooks/use-highlight-colors.ts';
import { fileKeyOf } from '../lib/file-key.ts';
import { notifyError } from '../lib/notify.ts';
import { reviewHighlightInputs } from '../lib/review-marks.ts';
import { validateUpload } from '../lib/validate-upload.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';

/** The review the workspace was opened with, on the file it names. */
export interface OpenReview {
  review: Review;
  fileKey: string;
  mayDecide: boolean;
}

/**
 * When the workspace starts with a review handed over by the reviews page (lib/navigation/
 * review-handoff.ts), adds its file (already matched by its SHA-256) and lays the review's marks on
 * it, boxes as sent, each with its legal basis and reason. A file already open keeps its key and
 * shows the review's marks instead of its own (one undo step). No detection runs on it.
 */
export function useReviewHandoff(): OpenReview | null {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const colors = useHighlightColors();
  const [open, setOpen] = useState<OpenReview | null>(null);
  // Taken once per mounted workspace (StrictMode runs the effect twice; the ref survives that).
  const isTaken = useRef(false);

  useEffect(() => {
    if (isTaken.current) return;
    isTaken.current = true;
    const handoff = takeReviewHandoff();
    if (!handoff) return;
    const { file, review, mayDecide } = handoff;
    const key = fileKeyOf(file);
    const original = store.getState().files.find((f) => f.key === key && !f.isRedacted);
    if (!original) {
      const { issue } = validateUpload([file], store.getState().files.length);
      if (issue !== 'none') {
        notifyError(t(`upload.${issue}`));
        return;
      }
    }
    if (!original) addFiles(store, [file], 'add');
    transaction(store, () => {
      if (original) removeHighlightsOfFile(store, key);
      addHighlights(store, reviewHighlightInputs(review.pages, key, colors));
    });
    openFile(store, key);
    setOpen({ review, fileKey: key, mayDecide });
  }, [store, colors, t]);

  return open;
}
