import { ActionIcon, Tooltip } from '@mantine/core';
import type { Ref } from 'react';
import type { Command } from '../commands/registry/types.ts';
import { useCommandView, useCommands } from '../commands/registry/use-commands.tsx';

interface CommandButtonProps {
  command: Command;
  /** The main toolbar's buttons keep their long-known test ids; the full-screen copies go without. */
  hasTestId?: boolean;
  /** Given by a popover that anchors on the button (the quick search). */
  ref?: Ref<HTMLDivElement>;
}

/** A registry command as an icon button with its name as tooltip and label; a toggle shows its state. */
export function CommandButton({ command, hasTestId = true, ref, ...anchorProps }: CommandButtonProps) {
  const { runCommand } = useCommands();
  const { isEnabled, isActive, label } = useCommandView(command);
  const Icon = command.icon;
  return (
    <Tooltip label={label} ref={ref} {...anchorProps}>
      <ActionIcon
        variant={isActive ? 'filled' : 'default'}
        size="lg"
        onClick={() => runCommand(command.id)}
        disabled={!isEnabled}
        aria-label={label}
        aria-pressed={command.isActive ? isActive : undefined}
        data-testid={hasTestId ? command.testId : undefined}
        data-command={command.id}
        data-tutorial={hasTestId ? command.tutorialId : undefined}
      >
        {Icon && <Icon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
