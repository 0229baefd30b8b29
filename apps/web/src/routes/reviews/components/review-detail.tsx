import {
  ActionIcon,
  Alert,
  Badge,
  Blockquote,
  Button,
  CopyButton,
  Divider,
  Drawer,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type LegalBasis, MAX_REVIEW_COMMENT, type OrganizationRole, type Review } from '@sladd/contract';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconFileExport,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import {
  approvalBody,
  changeCode,
  codeLabel,
  codeOptions,
  countChanges,
  markCount,
  type ReviewPages,
  removeMark,
} from '../hooks/review-marks.ts';
import { isDecider, reviewActions } from '../hooks/review-rights.ts';
import { useDecideReview, useReview, useWithdrawReview } from '../hooks/use-reviews.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';
import { OpenInWorkspace } from './open-in-workspace.tsx';
import { ReleaseModal } from './release-modal.tsx';
import { useNameOf } from './review-list.tsx';
import { StatusBadge } from './status-badge.tsx';

interface ReviewDetailProps {
  orgId: string;
  id: string | null;
  role: OrganizationRole;
  userId: string | undefined;
  codes: readonly LegalBasis[];
  setNames: Readonly<Record<string, string>>;
  onClose: () => void;
}

/** One review in a drawer: its note, fingerprint and marks by page, and what this person may do with it. */
export function ReviewDetail({ orgId, id, role, userId, codes, setNames, onClose }: ReviewDetailProps) {
  const { t } = useReviewsTranslation();
  const review = useReview(orgId, id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} size="h3">
          {review.data?.file_name ?? t('detail.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {review.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={24} w={200} />
          <Skeleton h={160} />
        </Stack>
      ) : review.isError ? (
        <Alert
          color="red"
          title={t('detail.loadFailed')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{describeError(t, review.error, 'reviews:detail.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void review.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ReviewBody
          key={review.data.id}
          review={review.data}
          role={role}
          userId={userId}
          codes={codes}
          setNames={setNames}
        />
      )}
    </Drawer>
  );
}

interface ReviewBodyProps {
  review: Review;
  role: OrganizationRole;
  userId: string | undefined;
  codes: readonly LegalBasis[];
  setNames: Readonly<Record<string, string>>;
}

function ReviewBody({ review, role, userId, codes, setNames }: ReviewBodyProps) {
  const { t, i18n } = useReviewsTranslation();
  const nameOf = useNameOf();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'no';
  const actions = reviewActions(role, userId, review);
  const [edited, setPages] = useState<ReviewPages>(review.pages);
  // Only a decider edits, and only while pending; everyone else sees the marks as they stand.
  const pages = actions.canDecide ? edited : review.pages;
  const [comment, setComment] = useState('');
  const [isConfirmingWithdraw, setIsConfirmingWithdraw] = useState(false);
  const [isReleasing, releaseModal] = useDisclosure(false);
  const decide = useDecideReview(review.id);
  const withdraw = useWithdrawReview(review.id);
  const changes = useMemo(() => countChanges(review.pages, pages), [review.pages, pages]);
  const marksLeft = markCount(pages);
  const titles = useMemo(() => new Map(codes.map((code) => [code.id, code.title])), [codes]);
  const options = useMemo(
    () =>
      codeOptions(
        codes,
        { ...setNames, organization: t('detail.organizationCodes') },
        pages.flatMap((page) => page.sensitive.flatMap((mark) => mark.legal_basis ?? [])),
        t('detail.otherCodes'),
      ),
    [codes, setNames, pages, t],
  );

  function approve() {
    decide.mutate(approvalBody(review.pages, pages, comment));
  }
  function reject() {
    decide.mutate({ decision: 'reject', comment: comment.trim() });
  }

  const decidedStatus = review.status === 'released' ? 'approved' : review.status;
  return (
    <Stack gap="md" data-testid="review-detail">
      <Group gap="xs">
        <StatusBadge status={review.status} />
        {review.changed_by_reviewer && (
          <Badge color="grape" variant="dot" tt="none" size="md" data-testid="changed-by-reviewer">
            {t('detail.changedByReviewer')}
          </Badge>
        )}
      </Group>
      <Stack gap={2}>
        <Text size="sm">
          {t('detail.submitted', {
            name: nameOf(review.submitted_by),
            when: formatDateTime(review.submitted_at, language),
          })}
        </Text>
        {review.reviewed_by && review.reviewed_at && review.status !== 'withdrawn' && (
          <Text size="sm">
            {t('detail.decided', {
              status: t(`status.${decidedStatus}`),
              name: nameOf(review.reviewed_by),
              when: formatDateTime(review.reviewed_at, language),
            })}
          </Text>
        )}
        {review.released_at && (
          <Text size="sm">
            {t('detail.released', { when: formatDateTime(review.released_at, language) })}
          </Text>
        )}
        {review.page_count !== null && (
          <Text size="sm" c="dimmed">
            {t('detail.pageCount', { count: review.page_count })}
          </Text>
        )}
      </Stack>
      <div>
        <Text size="sm" fw={500}>
          {t('detail.hash')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={review.document_hash} withArrow>
            <Text size="sm" ff="monospace" data-testid="review-hash">
              {review.document_hash.slice(0, 16)}…
            </Text>
          </Tooltip>
          <CopyButton value={review.document_hash} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('detail.copied') : t('detail.copyHash')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  size="sm"
                  onClick={copy}
                  aria-label={t('detail.copyHash')}
                >
                  {copied ? (
                    <IconCheck size={14} aria-hidden="true" />
                  ) : (
                    <IconCopy size={14} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('detail.hashHelp')}
        </Text>
      </div>
      <Group>
        <OpenInWorkspace review={review} mayDecide={actions.canDecide} />
      </Group>
      {review.note && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('detail.note')}
          </Text>
          <Blockquote p="sm" color="gray">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.note}
            </Text>
          </Blockquote>
        </Stack>
      )}
      {review.comment && review.status !== 'pending' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('detail.comment')}
          </Text>
          <Blockquote p="sm" color={review.status === 'rejected' ? 'red' : 'teal'}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="review-comment">
              {review.comment}
            </Text>
          </Blockquote>
        </Stack>
      )}
      {review.status === 'rejected' && actions.isSubmitter && (
        <Text size="sm">{t('detail.rejectedHint')}</Text>
      )}

      <Divider />
      <Title order={3} size="h4">
        {t('detail.marks')}
      </Title>
      {pages
        .filter((page) => page.sensitive.length > 0)
        .map((page) => (
          <Stack key={page.page} gap={4}>
            <Text size="sm" fw={600}>
              {t('detail.page', { page: page.page })}
            </Text>
            <Table.ScrollContainer minWidth={0} type="native">
              <Table verticalSpacing={6} horizontalSpacing="xs" data-testid={`review-page-${page.page}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={130}>{t('detail.markType')}</Table.Th>
                    <Table.Th>{t('detail.markText')}</Table.Th>
                    <Table.Th w={200}>{t('detail.markCode')}</Table.Th>
                    {actions.canDecide && <Table.Th w={40} />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.sensitive.map((mark, index) => {
                    const text = mark.original_text || '—';
                    return (
                      <Table.Tr key={`${mark.bbox.x0}:${mark.bbox.y0}:${index}`} data-testid="review-mark">
                        <Table.Td>
                          <Text size="sm">{entityLabel(t, mark.entity_type)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" style={{ wordBreak: 'break-word' }}>
                            {text}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {actions.canDecide ? (
                            <Select
                              size="xs"
                              data={options}
                              value={mark.legal_basis ?? null}
                              onChange={(code) =>
                                setPages((current) => changeCode(current, page.page, index, code))
                              }
                              placeholder={t('detail.noCode')}
                              aria-label={t('detail.chooseCode', { text })}
                              searchable
                              clearable
                              comboboxProps={{ withinPortal: true }}
                              renderOption={({ option }) => (
                                <div>
                                  <Text size="xs" fw={600}>
                                    {option.label}
                                  </Text>
                                  <Text size="xs" c="dimmed">
                                    {titles.get(option.value)}
                                  </Text>
                                </div>
                              )}
                              data-testid="mark-code"
                            />
                          ) : mark.legal_basis ? (
                            <Badge variant="outline" color="gray" tt="none" fw={500}>
                              {codeLabel(mark.legal_basis, codes)}
                            </Badge>
                          ) : (
                            <Text size="sm" c="dimmed">
                              {t('detail.noCode')}
                            </Text>
                          )}
                        </Table.Td>
                        {actions.canDecide && (
                          <Table.Td>
                            <Tooltip label={t('detail.removeMark', { text })} withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('detail.removeMark', { text })}
                                onClick={() => setPages((current) => removeMark(current, page.page, index))}
                              >
                                <IconTrash size={16} aria-hidden="true" />
                              </ActionIcon>
                            </Tooltip>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))}

      {actions.canDecide && (
        <Stack gap="sm">
          <Divider />
          <Title order={3} size="h4">
            {t('detail.decideTitle')}
          </Title>
          {changes > 0 && (
            <Group gap="xs" justify="space-between">
              <Text size="sm" data-testid="review-changes">
                {t('detail.changes', { count: changes })}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setPages(review.pages)}>
                {t('detail.undoChanges')}
              </Button>
            </Group>
          )}
          {marksLeft === 0 && (
            <Text size="sm" c="red">
              {t('detail.noMarksLeft')}
            </Text>
          )}
          <Textarea
            label={t('detail.commentLabel')}
            description={t('detail.commentHint')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={MAX_REVIEW_COMMENT}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={approve}
              loading={decide.isPending && decide.variables?.decision === 'approve'}
              disabled={marksLeft === 0 || decide.isPending}
            >
              {t('detail.approve')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={reject}
              loading={decide.isPending && decide.variables?.decision === 'reject'}
              disabled={comment.trim() === '' || decide.isPending}
            >
              {t('detail.reject')}
            </Button>
          </Group>
          {comment.trim() === '' && (
            <Text size="xs" c="dimmed">
              {t('detail.rejectNeedsComment')}
            </Text>
          )}
        </Stack>
      )}
      {review.status === 'pending' && actions.isSubmitter && (
        <Stack gap="sm">
          <Divider />
          <Text size="sm">{isDecider(role) ? t('detail.ownSubmission') : t('detail.waiting')}</Text>
          {isConfirmingWithdraw ? (
            <Alert color="yellow" variant="light">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('detail.withdrawConfirm')}</Text>
                <Group gap="sm">
                  <Button
                    color="red"
                    size="xs"
                    onClick={() => withdraw.mutate()}
                    loading={withdraw.isPending}
                  >
                    {t('detail.withdraw')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setIsConfirmingWithdraw(false)}>
                    {t('release.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group>
              <Button variant="default" onClick={() => setIsConfirmingWithdraw(true)}>
                {t('detail.withdraw')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {actions.canRelease && (
        <Stack gap="sm">
          <Divider />
          <Group>
            <Button leftSection={<IconFileExport size={16} aria-hidden="true" />} onClick={releaseModal.open}>
              {t('detail.release')}
            </Button>
          </Group>
          <ReleaseModal review={review} opened={isReleasing} onClose={releaseModal.close} />
        </Stack>
      )}
    </Stack>
  );
}
