import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconDownload, IconEraser, IconScan, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../store/workspace-context.tsx';

interface MobileMenuProps {
  onUpload: () => void;
  onDetect: () => void;
  onRedact: () => void;
  onDownload: () => void;
}

/** The floating action menu at 768 px or less: upload, and with files detect, redact, download. */
export function MobileMenu({ onUpload, onDetect, onRedact, onDownload }: MobileMenuProps) {
  const { t } = useTranslation('workspace');
  const hasFiles = useWorkspace((s) => s.files.length > 0);
  return (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <ActionIcon className="ws-fab" size={52} radius="xl" aria-label={t('mobile.menu')}>
          <IconDotsVertical size={24} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUpload size={16} />} onClick={onUpload}>
          {t('toolbar.open')}
        </Menu.Item>
        {hasFiles && (
          <>
            <Menu.Item leftSection={<IconScan size={16} />} onClick={onDetect}>
              {t('toolbar.detect')}
            </Menu.Item>
            <Menu.Item leftSection={<IconEraser size={16} />} onClick={onRedact}>
              {t('toolbar.redact')}
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} />} onClick={onDownload}>
              {t('toolbar.save')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
