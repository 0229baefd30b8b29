import { Button, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { useOrganizationContext } from '../../../lib/queries/organization-context.ts';
import { useSubmitReview } from '../../../lib/queries/use-submit-review.ts';
import { sha256Hex } from '../../../lib/security/sha256.ts';
import { buildRedactionPages, type RedactionOptions } from '../lib/redaction-mapping.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { WorkspaceFile } from '../types.ts';

/** Roles that may submit (decision 0061): a viewer's seat works on nothing. */
const SUBMITTERS = new Set(['owner', 'admin', 'reviewer', 'member']);

/**
 * "Send for review" (issue 32 item 4): in an organization, each file in scope goes to its review
 * queue with the marks as they would be redacted (the same boxes and codes, so the approved marks
 * can be released from here or from the reviews page), the SHA-256 of its bytes and a note. The
 * file itself never leaves the browser for this.
 */
export function SubmitReviewButton({
  files,
  options,
  disabled,
}: {
  files: readonly WorkspaceFile[];
  options: RedactionOptions;
  disabled: boolean;
}) {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const store = useWorkspaceStore();
  const { active } = useOrganizationContext();
  const submit = useSubmitReview();
  const [isSending, setIsSending] = useState(false);
  if (!active || !SUBMITTERS.has(active.role)) return null;

  const send = async (note: string) => {
    setIsSending(true);
    let sent = 0;
    try {
      const highlights = Object.values(store.getState().highlights);
      for (const file of files.filter((f) => !f.isRedacted)) {
        const pages = buildRedactionPages(
          highlights.filter((h) => h.fileKey === file.key),
          options,
        ).map((page) => ({
          page: page.page,
          sensitive: page.sensitive.map((item) => ({
            ...item,
            original_text: item.original_text.slice(0, 2_000),
          })),
        }));
        if (pages.length === 0) continue;
        await submit.mutateAsync({
          file_name: file.file.name,
          document_hash: await sha256Hex(await file.file.arrayBuffer()),
          ...(note.trim() ? { note: note.trim() } : {}),
          pages,
        });
        sent += 1;
      }
      if (sent > 0) notifySuccess(t('review.sent', { count: sent, organization: active.name }));
      else notifyError(t('review.nothingToSend'));
    } catch (error) {
      notifyError(describeError(tCommon, error, 'workspace:review.failed'));
    } finally {
      setIsSending(false);
    }
  };

  const open = () => {
    let note = '';
    modals.openConfirmModal({
      title: t('review.title'),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('review.explain', { organization: active.name })}</Text>
          <Textarea
            label={t('review.note')}
            autosize
            minRows={2}
            maxLength={2000}
            onChange={(event) => {
              note = event.currentTarget.value;
            }}
            data-testid="review-note"
          />
        </Stack>
      ),
      labels: { confirm: t('review.send'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-review' } as never,
      onConfirm: () => void send(note),
    });
  };

  return (
    <Button
      variant="default"
      leftSection={<IconSend size={16} aria-hidden="true" />}
      onClick={open}
      disabled={disabled}
      loading={isSending}
      data-testid="submit-review"
    >
      {t('review.button')}
    </Button>
  );
}
