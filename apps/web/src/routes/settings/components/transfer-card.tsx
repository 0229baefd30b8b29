import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconDownload,
  IconFileImport,
  IconUpload,
} from '@tabler/icons-react';
import { useSettingsTransfer } from '../hooks/use-settings-transfer.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { PremiumGate } from './premium-gate.tsx';
import { SettingsSection } from './settings-section.tsx';

interface TransferCardProps {
  isPremium: boolean;
  onImported: () => void;
}

/** Settings management: export everything to a JSON file and import it again (premium). */
export function TransferCard({ isPremium, onImported }: TransferCardProps) {
  const { t } = useSettingsTranslation();
  const { exportFile, importFile, message, dismissMessage } = useSettingsTransfer({ onImported });
  const isLocked = !isPremium;

  return (
    <SettingsSection
      id="transfer"
      title={t('general.transfer.title')}
      description={t('general.transfer.description')}
      icon={<IconFileImport size={22} aria-hidden="true" />}
    >
      <PremiumGate isLocked={isLocked}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => !isLocked && exportFile.mutate()}
            loading={exportFile.isPending}
            disabled={isLocked}
          >
            {t('general.transfer.export')}
          </Button>
          <FileButton
            onChange={(file) => file && !isLocked && importFile.mutate(file)}
            accept="application/json,.json"
            disabled={isLocked}
            // The picker's own input is closed too: no file reaches the import on a free plan.
            inputProps={{ disabled: isLocked }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                loading={importFile.isPending}
                disabled={isLocked}
              >
                {t('general.transfer.import')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('general.transfer.fileHint')}
        </Text>
      </PremiumGate>
      {message && (
        <Alert
          color={message.tone === 'success' ? 'teal' : 'red'}
          variant="light"
          icon={
            message.tone === 'success' ? (
              <IconCircleCheck size={20} aria-hidden="true" />
            ) : (
              <IconAlertCircle size={20} aria-hidden="true" />
            )
          }
          role={message.tone === 'success' ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={dismissMessage}
          data-testid="import-message"
        >
          {message.text}
        </Alert>
      )}
    </SettingsSection>
  );
}
