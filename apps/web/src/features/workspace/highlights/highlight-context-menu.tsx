import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command, CommandTarget } from '../commands/registry/types.ts';
import { useCommandView, useCommands } from '../commands/registry/use-commands.tsx';
import { setLegalBasis } from '../commands/index.ts';
import { truncateName } from '../lib/file-key.ts';
import { legalBasisLabel } from '../lib/legal-basis.ts';
import { notifyInfo } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { useLegalBases } from '../../../lib/queries/use-legal-bases.ts';
import { LegalBasisPicker } from './legal-basis-picker.tsx';
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
function ContextItem({
  command,
  target,
  onClose,
}: {
  command: Command;
  target: CommandTarget;
  onClose: () => void;
}) {
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

/**
 * Right-click menu of a highlight: the registry's context commands (spec 2 §4) and the mark's legal
 * basis, which opens the code picker in the menu; closes outside, or after 10 s unless picking.
 * The code goes on the selected marks when this one is among them, else on this one.
 */
export function HighlightContextMenu({ highlight, x, y, onClose }: HighlightContextMenuProps) {
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLDivElement>(null);
  const store = useWorkspaceStore();
  const { commands } = useCommands('context');
  const target = useMemo(() => ({ highlight }), [highlight]);
  const [isPicking, setIsPicking] = useState(false);
  const { data: bases } = useLegalBases();
  const selected = useWorkspace((s) => s.selectedHighlightIds);
  const ids = selected.length > 1 && selected.includes(highlight.id) ? selected : [highlight.id];
  const current = useWorkspace((s) => s.highlights[highlight.id]?.legalBasis);

  const handlePick = (code: string | undefined) => {
    onClose();
    const count = setLegalBasis(store, ids, code);
    if (count > 0)
      notifyInfo(
        code
          ? t('legalBasis.setNotice', { count, label: legalBasisLabel(code, bases?.codes) })
          : t('legalBasis.clearedNotice', { count }),
      );
  };

  useEffect(() => {
    const timer = isPicking ? undefined : window.setTimeout(onClose, AUTO_CLOSE_MS);
    const handleOutside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('pointerdown', handleOutside);
    window.addEventListener('keydown', handleKey);
    if (!isPicking) ref.current?.querySelector('button')?.focus();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', handleOutside);
      window.removeEventListener('keydown', handleKey);
    };
  }, [onClose, isPicking]);

  const header =
    (highlight.entity && entityLabel(t, highlight.entity)) ??
    highlight.text ??
    t(`highlightType.${highlight.type}`);
  return (
    <Paper
      ref={ref}
      role="menu"
      shadow="md"
      withBorder
      p={4}
      className="ws-context-menu"
      style={{
        left: Math.min(x, window.innerWidth - (isPicking ? 340 : 260)),
        top: Math.max(0, Math.min(y, window.innerHeight - (isPicking ? 420 : 260))),
        maxWidth: isPicking ? 320 : undefined,
      }}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <Text size="xs" c="dimmed" px="xs" py={4} fw={600}>
        {truncateName(header, 15, 12)}
      </Text>
      {isPicking ? (
        <LegalBasisPicker value={current} onPick={handlePick} autoFocus />
      ) : (
        <Stack gap={0}>
          {commands.map((command) => (
            <ContextItem key={command.id} command={command} target={target} onClose={onClose} />
          ))}
          <UnstyledButton
            role="menuitem"
            aria-haspopup="menu"
            className="ws-menu-item"
            onClick={() => setIsPicking(true)}
            data-command="highlight.legalBasis"
          >
            {t('legalBasis.menuItem', {
              label: current ? legalBasisLabel(current, bases?.codes) : t('legalBasis.none'),
            })}
            {ids.length > 1 ? ` (${ids.length})` : ''} ›
          </UnstyledButton>
        </Stack>
      )}
    </Paper>
  );
}
