import { Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMAND_GROUPS } from '../commands/registry/types.ts';
import { useCommands } from '../commands/registry/use-commands.tsx';
import { setUi } from '../commands/ui-commands.ts';
import { formatKey } from '../lib/shortcuts.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';

/** The keyboard help dialog (?, shift+/ or shift+h): every registry command that has keys; Esc closes it. */
export function ShortcutsDialog() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const isOpen = useWorkspace((s) => s.ui.isHelpOpen);
  const { commands } = useCommands('help');
  const isMac = navigator.platform.includes('Mac');
  return (
    <Modal
      opened={isOpen}
      onClose={() => setUi(store, { isHelpOpen: false })}
      title={t('shortcuts.title')}
      size="lg"
    >
      <Stack gap="md">
        {COMMAND_GROUPS.map((group) => {
          const rows = commands.filter((c) => c.group === group && c.keys);
          if (rows.length === 0) return null;
          return (
            <div key={group}>
              <Text fw={600} size="sm" mb={4}>
                {t(`shortcuts.category.${group}`)}
              </Text>
              <Table striped>
                <Table.Tbody>
                  {rows.map((command) => (
                    <Table.Tr key={command.id} data-command={command.id}>
                      <Table.Td>{t(command.labelKey)}</Table.Td>
                      <Table.Td ta="right">
                        {command.keys!.map((key, index) => (
                          <span key={key}>
                            {index > 0 && ' / '}
                            <Kbd>{formatKey(key, isMac)}</Kbd>
                          </span>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          );
        })}
      </Stack>
    </Modal>
  );
}
