import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { FileCheck } from '../hooks/use-file-check.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';

interface FileCheckStatusProps {
  check: FileCheck;
  /** The texts of a match and a mismatch: the release dialog speaks of the approved file. */
  texts: { matches: string; mismatchTitle: string; mismatch: string };
  /** data-testid prefix: `<prefix>-match`, `<prefix>-mismatch`. */
  testId: string;
}

/** How the chosen file compares with the review's fingerprint: checking, the very file, or not. */
export function FileCheckStatus({ check, texts, testId }: FileCheckStatusProps) {
  const { t } = useReviewsTranslation();
  if (check === 'checking')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('release.checking')}</Text>
      </Group>
    );
  if (check === 'matches')
    return (
      <Group gap="xs" wrap="nowrap" data-testid={`${testId}-match`}>
        <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />
        <Text size="sm">{texts.matches}</Text>
      </Group>
    );
  if (check === 'differs' || check === 'unreadable')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        title={check === 'differs' ? texts.mismatchTitle : undefined}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        role="alert"
        data-testid={`${testId}-mismatch`}
      >
        {check === 'differs' ? texts.mismatch : t('release.readFailed')}
      </Alert>
    );
  return null;
}
