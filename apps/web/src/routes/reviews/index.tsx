import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Container, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OrganizationSummary } from '@sladd/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { useOrganizationContext } from '../../lib/queries/organization-context.ts';
import { useMe } from '../../lib/queries/use-me.ts';
import { NoOrganizationNotice } from './components/no-organization-notice.tsx';
import { ReviewDetail } from './components/review-detail.tsx';
import { ReviewList } from './components/review-list.tsx';
import { legalBasesQuery } from '../../lib/queries/use-legal-bases.ts';
import { type ReviewSegment, segmentsFor } from './hooks/review-rights.ts';
import { useReviewsTranslation } from './hooks/use-reviews-translation.ts';

/**
 * /reviews (issue 32 item 4, decision 0061): the active organization's reviews — to review, my
 * submissions, all — with one review in a drawer to decide, withdraw or release.
 */
export function ReviewsPage() {
  const { t } = useReviewsTranslation();
  const context = useOrganizationContext();
  let body;
  if (context.query.isPending)
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={40} w={280} />
        <Skeleton h={220} />
      </Stack>
    );
  else if (context.query.isError)
    body = (
      <Alert
        color="red"
        title={t('loadFailed')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(t, context.query.error, 'reviews:loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void context.query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (!context.active) body = <NoOrganizationNotice />;
  else body = <ReviewsView key={context.active.org_id} organization={context.active} />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} mb="xs">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm" maw={720} mb="lg">
        {t('intro')}
      </Text>
      {body}
    </Container>
  );
}

function ReviewsView({ organization }: { organization: OrganizationSummary }) {
  const { t } = useReviewsTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const orgId = organization.org_id;
  const segments = segmentsFor(organization.role);
  const segment: ReviewSegment = segments.find((name) => name === params.get('show')) ?? segments[0]!;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('review');
  const legalBases = useQuery(legalBasesQuery(orgId));
  const codes = legalBases.data?.codes ?? [];
  const setNames = useMemo(
    () => Object.fromEntries((legalBases.data?.sets ?? []).map((set) => [set.id, set.name])),
    [legalBases.data],
  );

  const update = useCallback(
    (next: { show?: ReviewSegment; page?: number; review?: string | null }) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          if (next.show !== undefined) merged.set('show', next.show);
          if (next.page !== undefined) {
            if (next.page > 1) merged.set('page', String(next.page));
            else merged.delete('page');
          }
          if (next.review !== undefined) {
            if (next.review) merged.set('review', next.review);
            else merged.delete('review');
          }
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onPage = useCallback((next: number) => update({ page: next }), [update]);

  return (
    <Stack gap="md">
      {segments.length > 1 && (
        <SegmentedControl
          aria-label={t('segments.label')}
          value={segment}
          onChange={(value) => update({ show: value as ReviewSegment, page: 1 })}
          data={segments.map((name) => ({ value: name, label: t(`segments.${name}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <ReviewList
        orgId={orgId}
        segment={segment}
        page={page}
        onPage={onPage}
        codes={codes}
        onOpen={(id) => update({ review: id })}
      />
      <ReviewDetail
        orgId={orgId}
        id={openId}
        role={organization.role}
        userId={me.data?.id}
        codes={codes}
        setNames={setNames}
        onClose={() => update({ review: null })}
      />
    </Stack>
  );
}
