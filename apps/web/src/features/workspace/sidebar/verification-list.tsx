import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../store/workspace-context.tsx';

/** The server's verification of each redacted file: pages and marks checked, characters left under marks. */
export function VerificationList() {
  const { t } = useTranslation('workspace');
  const allFiles = useWorkspace((s) => s.files);
  const files = allFiles.filter((f) => f.isRedacted);
  if (files.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="verification-list">
      <Text size="sm" fw={600}>
        {t('redaction.certificates')}
      </Text>
      {files.map(({ key, file, verification }) => (
        <Alert
          key={key}
          color={verification?.ok ? 'green' : 'yellow'}
          icon={verification?.ok ? <IconShieldCheck size={18} /> : <IconAlertTriangle size={18} />}
          title={file.name}
          p="xs"
        >
          <Text size="xs">
            {verification
              ? t(verification.ok ? 'redaction.verified' : 'redaction.notVerified', {
                  pages: verification.pages_checked,
                  marks: verification.marks_checked,
                  leftover: verification.leftover_chars,
                })
              : t('redaction.noVerification')}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
