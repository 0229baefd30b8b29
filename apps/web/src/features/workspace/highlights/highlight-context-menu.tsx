import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command, CommandTarget } from '../commands/registry/types.ts';
import { useCommandView, useCommands } from '../commands/registry/use-commands.tsx';
import { truncateName } from '../lib/file-key.ts';
import type { Highlight } from '../types.ts';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';

interface HighlightContextMenuProps {
  highlight: Highlight;
  x: number;
  y: number;
  onClose: () => void;
}

const AUTO_CLOSE_MS = 10_000;

/** One registry command on the menu's highlight; hidden where it does not apply. */
function ContextItem({ command, target, onClose }: { command: Command; target: CommandTarget; onClose: () => void }) {
  const { runCommand } = useCommands();
  const { isVisible, label } = useCommandView(command, target);
  if (!isVisible) return null;
  const handleClick = () => {
    onClose();
    runCommand(command.id, target);
  };
  return (
    <UnstyledButton role="menuitem" className="ws-menu-item" onClick={handleClick} data-command={command.id}>
      {label}
    </UnstyledButton>
  );
}

/** Right-click menu of a highlight: the registry's context commands (spec 2 §4); closes outside or after 10 s. */
export function HighlightContextMenu({ highlight, x, y, onClose }: HighlightContextMenuProps) {
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLDivElement>(null);
  const { commands } = useCommands('context');
  const target = useMemo(() => ({ highlight }), [highlight]);

  useEffect(() => {
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    const handleOutside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('pointerdown', handleOutside);
    window.addEventListener('keydown', handleKey);
    ref.current?.querySelector('button')?.focus();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', handleOutside);
      window.removeEventListener('keydown', handleKey);
    };
  }, [onClose]);

  const header = (highlight.entity && entityLabel(t, highlight.entity)) ?? highlight.text ?? t(`highlightType.${highlight.type}`);
  return (
    <Paper
      ref={ref}
      role="menu"
      shadow="md"
      withBorder
      p={4}
      className="ws-context-menu"
      style={{ left: Math.min(x, window.innerWidth - 260), top: Math.min(y, window.innerHeight - 220) }}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <Text size="xs" c="dimmed" px="xs" py={4} fw={600}>
        {truncateName(header, 15, 12)}
      </Text>
      <Stack gap={0}>
        {commands.map((command) => (
          <ContextItem key={command.id} command={command} target={target} onClose={onClose} />
        ))}
      </Stack>
    </Paper>
  );
}
