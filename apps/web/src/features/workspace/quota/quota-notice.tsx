import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionQuery } from '../../../lib/queries/use-premium.ts';
import { clearQuotaRefusal } from '../commands/index.ts';
import { quotaTexts, upgradePath, type QuotaOperation, type QuotaRefusal } from '../lib/quota.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';

/** The refusal toast stays a little longer than an error: it carries numbers and a link. */
export const QUOTA_TOAST_MS = 10_000;

/**
 * Where to upgrade: the pricing page's advisor for the person's current plan (it reads `current`),
 * or the plans when there is no subscription to compare with.
 */
export function useUpgradePath(): string {
  const { data } = useQuery(subscriptionQuery);
  return upgradePath(data?.plan_code);
}

/**
 * The way out, opened in a new tab: leaving the workspace would drop its files and marks.
 * Its accessible name says so.
 */
export function UpgradeLink({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('workspace');
  const to = useUpgradePath();
  return (
    <Anchor
      href={to}
      target="_blank"
      rel="noopener"
      size={size}
      fw={600}
      aria-label={`${t('quota.upgrade')} (${t('quota.newTab')})`}
      data-testid="quota-upgrade-link"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {t('quota.upgrade')}
      <IconExternalLink size={14} aria-hidden="true" />
    </Anchor>
  );
}

/** What happened to the run, after the numbers. */
function outcomeText(t: TFunction, refusal: QuotaRefusal): string {
  if (refusal.operation === 'detection') return t('quota.nothingDetected');
  return refusal.filesLeft === undefined
    ? t('quota.nothingRedacted')
    : t('quota.filesNotRedacted', { count: refusal.filesLeft });
}

/** A toast with the refusal's numbers in the person's language and the upgrade link. */
export function useNotifyQuota(): (refusal: QuotaRefusal) => void {
  const { t, i18n } = useTranslation('workspace');
  const to = useUpgradePath();
  return useCallback(
    (refusal: QuotaRefusal) => {
      const texts = quotaTexts(t, refusal, i18n.resolvedLanguage);
      notifications.show({
        color: 'red',
        title: t('quota.title'),
        autoClose: QUOTA_TOAST_MS,
        message: (
          <span data-testid="quota-toast">
            {[texts.figures, texts.resets, outcomeText(t, refusal)].filter(Boolean).join(' ')}{' '}
            <Anchor
              href={to}
              target="_blank"
              rel="noopener"
              size="sm"
              fw={600}
              aria-label={`${t('quota.upgrade')} (${t('quota.newTab')})`}
            >
              {t('quota.upgrade')}
            </Anchor>
          </span>
        ),
      });
    },
    [t, i18n.resolvedLanguage, to],
  );
}

/**
 * The last refusal of this operation (detection tab, redaction tab): how many pages it needed,
 * how many are left, when they come back, what did not run, and the way out. Stays until closed
 * or the operation runs again.
 */
export function QuotaNotice({ operation }: { operation: QuotaOperation }) {
  const { t, i18n } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const refusal = useWorkspace((s) => s.quotaRefusals[operation]);
  const to = useUpgradePath();
  if (!refusal) return null;
  const texts = quotaTexts(t, refusal, i18n.resolvedLanguage);
  return (
    <Alert
      variant="light"
      color="red"
      p="sm"
      role="alert"
      title={t('quota.title')}
      icon={<IconAlertTriangle size={16} aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={t('quota.dismiss')}
      onClose={() => clearQuotaRefusal(store, operation)}
      // The alert's own title colour on its light background is too faint: body text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="quota-notice"
      data-operation={operation}
    >
      <Stack gap={6}>
        <Text size="sm" data-testid="quota-figures">
          {texts.figures}
        </Text>
        {texts.resets && <Text size="xs">{texts.resets}</Text>}
        <Text size="xs">{outcomeText(t, refusal)}</Text>
        <Text size="xs" c="dimmed">
          {t('quota.wayOut')}
        </Text>
        <Button
          component="a"
          href={to}
          target="_blank"
          rel="noopener"
          size="xs"
          color="red.8"
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
          aria-label={`${t('quota.upgrade')} (${t('quota.newTab')})`}
          data-testid="quota-upgrade"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('quota.upgrade')}
        </Button>
      </Stack>
    </Alert>
  );
}
