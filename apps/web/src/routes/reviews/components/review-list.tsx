import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { LegalBasis, ReviewSummary } from '@sladd/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { codeLabel } from '../hooks/review-marks.ts';
import type { ReviewSegment } from '../hooks/review-rights.ts';
import { REVIEWS_PAGE_SIZE, useReviewList } from '../hooks/use-reviews.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';
import { StatusBadge } from './status-badge.tsx';

interface ReviewListProps {
  orgId: string;
  segment: ReviewSegment;
  page: number;
  onPage: (page: number) => void;
  codes: readonly LegalBasis[];
  onOpen: (id: string) => void;
}

/** One segment's reviews, 20 to a page, newest first; a row opens the review. */
export function ReviewList({ orgId, segment, page, onPage, codes, onOpen }: ReviewListProps) {
  const { t } = useReviewsTranslation();
  const list = useReviewList(orgId, segment, page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / REVIEWS_PAGE_SIZE));
  // After decisions the last page may be gone: go to the last one there is.
  useEffect(() => {
    if (list.data && page > pages) onPage(pages);
  }, [list.data, page, pages, onPage]);

  if (list.isPending) return <Skeleton h={180} aria-busy="true" />;
  if (list.isError)
    return (
      <Alert
        color="red"
        title={t('loadFailed')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(t, list.error, 'reviews:loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  // "To review" is asked without the person's own submissions (mine=false): nobody decides their own.
  const reviews = list.data.reviews;
  return (
    <Stack gap="md">
      {reviews.length === 0 ? (
        <Text c="dimmed" data-testid="reviews-empty">
          {t(`empty.${segment}`)}
        </Text>
      ) : (
        <Card p={0}>
          <Table.ScrollContainer minWidth={0} type="native">
            <Table verticalSpacing="sm" horizontalSpacing="sm" data-testid="reviews-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.document')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('columns.submittedBy')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('columns.submittedAt')}</Table.Th>
                  <Table.Th visibleFrom="sm" ta="right">
                    {t('columns.marks')}
                  </Table.Th>
                  <Table.Th visibleFrom="md">{t('columns.codes')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reviews.map((review) => (
                  <ReviewRow key={review.id} review={review} codes={codes} onOpen={onOpen} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t('pages')}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pageControls.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('pageItem', { page: item }) })}
          />
        </Box>
      )}
    </Stack>
  );
}

/** A person's name as the list shows it; a deleted account has none. */
export function useNameOf() {
  const { t } = useReviewsTranslation();
  return (person: { username: string | null } | null) => person?.username ?? t('removedUser');
}

function ReviewRow({
  review,
  codes,
  onOpen,
}: {
  review: ReviewSummary;
  codes: readonly LegalBasis[];
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useReviewsTranslation();
  const nameOf = useNameOf();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'no';
  const isDecided = review.reviewed_by !== null && review.status !== 'withdrawn';
  return (
    <Table.Tr data-testid="review-row" style={{ cursor: 'pointer' }} onClick={() => onOpen(review.id)}>
      <Table.Td maw={280}>
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            onOpen(review.id);
          }}
          aria-label={t('open', { name: review.file_name })}
        >
          <Text size="sm" fw={600} c="ink" style={{ wordBreak: 'break-word' }}>
            {review.file_name}
          </Text>
        </UnstyledButton>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {nameOf(review.submitted_by)} · {formatDateTime(review.submitted_at, language)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{nameOf(review.submitted_by)}</Text>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(review.submitted_at, language)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        <Text size="sm">{review.mark_count}</Text>
      </Table.Td>
      <Table.Td visibleFrom="md" maw={220}>
        {review.codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noCodes')}
          </Text>
        ) : (
          <Group gap={4}>
            {review.codes.map((code) => (
              <Badge key={code} variant="outline" color="gray" tt="none" fw={500}>
                {codeLabel(code, codes)}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td maw={260}>
        <StatusBadge status={review.status} />
        {isDecided && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('decidedBy', {
              status: t(`status.${review.status === 'released' ? 'approved' : review.status}`),
              name: nameOf(review.reviewed_by),
            })}
          </Text>
        )}
        {isDecided && review.comment && (
          <Text size="xs" mt={2} lineClamp={2} fs="italic">
            {review.comment}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
