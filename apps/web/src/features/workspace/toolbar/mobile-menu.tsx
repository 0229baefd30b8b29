import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../commands/registry/types.ts';
import { useCommandView, useCommands } from '../commands/registry/use-commands.tsx';

/** A mobile command: shown only while it can run (detect, redact and download need files). */
function MobileItem({ command }: { command: Command }) {
  const { runCommand } = useCommands();
  const { isEnabled, label } = useCommandView(command);
  if (!isEnabled) return null;
  const Icon = command.icon;
  return (
    <Menu.Item
      leftSection={Icon && <Icon size={16} />}
      onClick={() => runCommand(command.id)}
      data-command={command.id}
    >
      {label}
    </Menu.Item>
  );
}

/** The floating action menu at 768 px or less: the registry's mobile commands (upload, detect, redact, download). */
export function MobileMenu() {
  const { t } = useTranslation('workspace');
  const { commands } = useCommands('mobile');
  return (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <ActionIcon className="ws-fab" size={52} radius="xl" aria-label={t('mobile.menu')}>
          <IconDotsVertical size={24} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {commands.map((command) => (
          <MobileItem key={command.id} command={command} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
