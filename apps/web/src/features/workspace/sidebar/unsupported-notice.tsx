import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { unsupportedLabels } from '../lib/unsupported-entities.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

/**
 * The entity types the last detection could not look for, named in the person's language: the
 * server left them out (the other types ran) or refused the run (nothing else was chosen). Stays
 * until the next run or a reset, so a person who ticked "Health information" is never left to
 * believe the file has none.
 */
export function UnsupportedNotice() {
  const { t } = useTranslation('workspace');
  const unsupported = useWorkspace((s) => s.unsupportedEntities);
  if (!unsupported) return null;
  const { codes, isRefused } = unsupported;
  const text =
    codes.length === 0
      ? t('detection.unsupported.unknown')
      : t(isRefused ? 'detection.unsupported.refused' : 'detection.unsupported.leftOut', {
          labels: unsupportedLabels(codes, t),
        });
  return (
    <Alert
      variant="light"
      color="yellow"
      p="xs"
      role="status"
      title={t('detection.unsupported.title')}
      icon={<IconAlertTriangle size={16} />}
      // The alert's own title colour (yellow on light yellow) fails contrast: body text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="unsupported-notice"
      data-entities={codes.join(',')}
    >
      <Text size="xs">{text}</Text>
    </Alert>
  );
}
