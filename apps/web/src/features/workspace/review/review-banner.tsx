import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MAX_REVIEW_COMMENT } from '@sladd/contract';
import { IconArrowLeft, IconCheck, IconClipboardCheck, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { useReviewDecision } from '../../../lib/queries/decide-review.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { marksDiffer, reviewPagesOf } from '../lib/review-marks.ts';
import { useWorkspace } from '../store/workspace-context.tsx';
import type { OpenReview } from './use-review-handoff.ts';

/**
 * Above the document while a review is open in the workspace (issue 32 item 4): whose document it
 * is, how many marks and the submitter's note; a person who may decide approves (sending the marks
 * only when they changed them here) or rejects with a comment, then goes back to the review.
 */
export function ReviewBanner({ open }: { open: OpenReview }) {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { review, fileKey, mayDecide } = open;
  const highlights = useWorkspace((state) => state.highlights);
  const isFileOpen = useWorkspace((state) => state.files.some((f) => f.key === fileKey));
  const pages = useMemo(
    () => reviewPagesOf(Object.values(highlights).filter((h) => h.fileKey === fileKey)),
    [highlights, fileKey],
  );
  const isChanged = useMemo(() => marksDiffer(review.pages, pages), [review.pages, pages]);
  const marksLeft = pages.reduce((sum, page) => sum + page.sensitive.length, 0);
  const decide = useReviewDecision(review.id);
  const [isRejecting, setIsRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const markTotal = review.pages.reduce((sum, page) => sum + page.sensitive.length, 0);
  const back = `/reviews?review=${encodeURIComponent(review.id)}`;

  const decideWith = (body: Parameters<typeof decide.mutate>[0]) =>
    decide.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(
          t(
            answer.status === 'rejected'
              ? 'reviewBanner.rejected'
              : answer.changed_by_reviewer
                ? 'reviewBanner.approvedChanged'
                : 'reviewBanner.approved',
          ),
        );
        void navigate(back);
      },
      onError: (error) => notifyError(describeError(tCommon, error, 'workspace:reviewBanner.decideFailed')),
    });

  const approve = () => decideWith({ decision: 'approve', ...(isChanged ? { pages } : {}) });
  const reject = () => decideWith({ decision: 'reject', comment: comment.trim() });
  const canDecide = mayDecide && review.status === 'pending';

  return (
    <Alert
      color="blue"
      variant="light"
      radius={0}
      py={8}
      icon={<IconClipboardCheck size={18} aria-hidden="true" />}
      title={t('reviewBanner.title', {
        file: review.file_name,
        name: review.submitted_by.username ?? t('reviewBanner.removedUser'),
        count: markTotal,
      })}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="region"
      aria-label={t('reviewBanner.label')}
      data-testid="review-banner"
    >
      <Stack gap={6}>
        {review.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="review-banner-note">
            <Text span fw={500} size="sm">
              {t('reviewBanner.note')}:
            </Text>{' '}
            {review.note}
          </Text>
        )}
        {canDecide && isChanged && marksLeft > 0 && (
          <Text size="sm" data-testid="review-banner-changed">
            {t('reviewBanner.changed')}
          </Text>
        )}
        {canDecide && marksLeft === 0 && (
          <Text size="sm" c="red">
            {t(isFileOpen ? 'reviewBanner.noMarks' : 'reviewBanner.fileClosed')}
          </Text>
        )}
        <Group gap="sm">
          {canDecide ? (
            <>
              <Button
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden="true" />}
                onClick={approve}
                loading={decide.isPending && decide.variables?.decision === 'approve'}
                disabled={marksLeft === 0 || decide.isPending}
                data-testid="review-banner-approve"
              >
                {t('reviewBanner.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden="true" />}
                onClick={() => setIsRejecting(true)}
                disabled={decide.isPending}
                data-testid="review-banner-reject"
              >
                {t('reviewBanner.reject')}
              </Button>
            </>
          ) : (
            <Group gap={6}>
              <Text size="sm">{t('reviewBanner.status')}</Text>
              <Badge variant="light" tt="none" data-testid="review-banner-status">
                {t(`reviewBanner.statuses.${review.status}`)}
              </Badge>
            </Group>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
            onClick={() => void navigate(back)}
            data-testid="review-banner-back"
          >
            {t('reviewBanner.back')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={isRejecting}
        onClose={() => setIsRejecting(false)}
        title={t('reviewBanner.rejectTitle', { file: review.file_name })}
        closeButtonProps={{ 'aria-label': t('reviewBanner.close') }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('reviewBanner.commentLabel')}
            description={t('reviewBanner.commentHint')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={MAX_REVIEW_COMMENT}
            autosize
            minRows={3}
            maxRows={8}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsRejecting(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={reject}
              disabled={comment.trim() === ''}
              loading={decide.isPending && decide.variables?.decision === 'reject'}
              data-testid="review-banner-confirm-reject"
            >
              {t('reviewBanner.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
