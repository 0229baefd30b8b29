import { Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKey, SHORTCUTS } from '../lib/shortcuts.ts';

const CATEGORIES = ['toolbar', 'edit', 'sidebar', 'navigation', 'help'] as const;

/** The keyboard help dialog (?, shift+/ or shift+h); Esc closes it. */
export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('shortcuts.title')} size="lg">
      <Stack gap="md">
        {CATEGORIES.map((category) => (
          <div key={category}>
            <Text fw={600} size="sm" mb={4}>
              {t(`shortcuts.category.${category}`)}
            </Text>
            <Table striped>
              <Table.Tbody>
                {SHORTCUTS.filter((s) => s.category === category).map((s) => (
                  <Table.Tr key={s.action}>
                    <Table.Td>{t(`shortcuts.action.${s.action}`)}</Table.Td>
                    <Table.Td ta="right">
                      {s.keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 && ' / '}
                          <Kbd>{formatKey(key, navigator.platform.includes('Mac'))}</Kbd>
                        </span>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ))}
      </Stack>
    </Modal>
  );
}
