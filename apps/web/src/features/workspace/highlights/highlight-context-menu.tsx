import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHighlightActions } from '../hooks/use-highlight-actions.ts';
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

/** Right-click menu of a highlight: the five actions of spec 2 §4; closes outside or after 10 s. */
export function HighlightContextMenu({ highlight, x, y, onClose }: HighlightContextMenuProps) {
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLDivElement>(null);
  const actions = useHighlightActions();

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

  const run = (action: () => unknown) => () => {
    onClose();
    void action();
  };
  const header = (highlight.entity && entityLabel(t, highlight.entity)) ?? highlight.text ?? t(`highlightType.${highlight.type}`);
  const items: Array<{ label: string; onClick: () => void; isShown?: boolean }> = [
    { label: t('contextMenu.delete'), onClick: run(() => actions.deleteOne(highlight)) },
    { label: t('contextMenu.deleteAllOfType'), onClick: run(() => actions.deleteAllOfType(highlight)), isShown: highlight.type === 'ENTITY' },
    { label: t('contextMenu.deleteAllSameText'), onClick: run(() => actions.deleteAllSameText(highlight)) },
    { label: t('contextMenu.highlightAllSameText'), onClick: run(() => actions.highlightAllSameText(highlight)) },
    { label: t('contextMenu.addToIgnoreList'), onClick: run(() => actions.addToIgnoreList(highlight)) },
  ];

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
        {items
          .filter((item) => item.isShown !== false)
          .map((item) => (
            <UnstyledButton key={item.label} role="menuitem" className="ws-menu-item" onClick={item.onClick}>
              {item.label}
            </UnstyledButton>
          ))}
      </Stack>
    </Paper>
  );
}
