import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addToBanList } from '../../../lib/queries/use-settings.ts';
import {
  addHighlights,
  removeHighlight,
  removeHighlightsByEntityType,
  removeHighlightsOfText,
} from '../commands/index.ts';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify.ts';
import { searchFiles } from '../lib/pdf-api.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceStore } from '../store/workspace-store.ts';
import type { Highlight } from '../types.ts';
import { useHighlightColors } from './use-highlight-colors.ts';
import { askText } from '../highlights/ask-text.tsx';

/** Files in scope for "all of the same …": the selected files, or all files when none is selected. */
function scopeFiles(store: WorkspaceStore) {
  const { files, selectedKeys } = store.getState();
  const selected = files.filter((f) => selectedKeys.includes(f.key));
  return selected.length > 0 ? selected : files;
}

/** The context-menu actions on a highlight (spec 2 §4), shared with shortcuts. */
export function useHighlightActions() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const colors = useHighlightColors();

  return useMemo(() => {
    const findOccurrences = async (text: string) => {
      const files = scopeFiles(store);
      const answer = await searchFiles(
        files.map((f) => f.file),
        [text],
        { caseSensitive: false, aiSearch: false },
      );
      return files.map((file) => {
        const result = answer.file_results.find((r) => r.file === file.file.name);
        const boxes = (result?.results?.match_details.pages ?? []).flatMap((p) =>
          p.matches.map((m) => ({ page: p.page, box: m.bbox, text: m.text })),
        );
        return { file, boxes };
      });
    };

    return {
      deleteOne(h: Highlight) {
        removeHighlight(store, h.id);
        notifyInfo(t('notices.highlightDeleted'));
      },
      deleteAllOfType(h: Highlight) {
        if (!h.entity) return notifyError(t('notices.deleteAllSameFailed'));
        const count = removeHighlightsByEntityType(
          store,
          h.entity,
          scopeFiles(store).map((f) => f.key),
        );
        notifyInfo(t('notices.deletedHighlightsForOccurrences', { count }));
      },
      async deleteAllSameText(h: Highlight) {
        const text = h.text?.trim();
        if (!text) return notifyError(t('notices.deleteAllSameFailed'));
        // The search comes first so that the whole delete is one undo step, made at once.
        let occurrences: Awaited<ReturnType<typeof findOccurrences>> = [];
        let failure: Error | undefined;
        try {
          occurrences = await findOccurrences(text);
        } catch (error) {
          failure = error as Error;
        }
        const count = removeHighlightsOfText(
          store,
          text,
          scopeFiles(store).map((f) => f.key),
          occurrences.map(({ file, boxes }) => ({ fileKey: file.key, boxes })),
        );
        if (failure) notifyError(failure.message);
        else
          notifyInfo(
            count > 0
              ? t('notices.deletedHighlightsForOccurrences', { count })
              : t('notices.noMatchingHighlightsFound'),
          );
      },
      async highlightAllSameText(h: Highlight) {
        const text = h.text?.trim();
        if (!text) return notifyError(t('notices.deleteAllSameFailed'));
        try {
          const found = await findOccurrences(text);
          const added = addHighlights(
            store,
            found.flatMap(({ file, boxes }) =>
              boxes.map((b) => ({
                fileKey: file.key,
                page: b.page,
                box: b.box,
                type: 'SEARCH' as const,
                text: b.text,
                term: text,
                colors,
              })),
            ),
          );
          notifySuccess(
            added.length > 0
              ? t('notices.addedHighlightsForText', { count: added.length, text })
              : t('notices.noAdditionalOccurrencesFound'),
          );
        } catch (error) {
          notifyError((error as Error).message);
        }
      },
      async addToIgnoreList(h: Highlight) {
        // A text selection is the words the person chose; for any other mark (a rectangle, a
        // detection or a search hit) we ask what to ignore, with the mark's text to edit (spec 2 §4):
        // a detected "Kari Nordmann," may be meant as "Kari Nordmann".
        const text =
          h.creationMode === 'text_selection'
            ? h.text
            : await askText(h.text ?? '', {
                title: t('contextMenu.ignorePrompt'),
                confirm: t('contextMenu.addToIgnoreList'),
                cancel: t('common.cancel'),
              });
        if (!text?.trim()) return;
        try {
          await addToBanList(client, [text.trim()]);
          notifySuccess(t('notices.addedToIgnoreList'));
        } catch (error) {
          notifyError((error as Error).message);
        }
      },
    };
  }, [store, client, t, colors]);
}
