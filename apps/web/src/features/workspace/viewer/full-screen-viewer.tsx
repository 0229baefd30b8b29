import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setFullScreenFile } from '../commands/index.ts';
import { useCommands } from '../commands/registry/use-commands.tsx';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { CommandButton } from '../toolbar/command-button.tsx';
import { FileDocument } from './file-document.tsx';

const HIDE_MS = 3000;
const noop = () => {};

/** One file over everything, with the registry's full-screen commands in a toolbar that hides after 3 s without movement. */
export function FullScreenViewer() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const key = useWorkspace((s) => s.fullScreenKey);
  const file = useWorkspace((s) => s.files.find((f) => f.key === s.fullScreenKey));
  const zoom = useWorkspace((s) => s.ui.fullScreenZoom);
  const { commands } = useCommands('fullscreen');
  const [isToolbarShown, setIsToolbarShown] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const close = useCallback(() => setFullScreenFile(store, null), [store]);

  const poke = useCallback(() => {
    setIsToolbarShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsToolbarShown(false), HIDE_MS);
  }, []);

  useEffect(() => {
    if (!key) return;
    poke();
    ref.current?.requestFullscreen?.().catch((error: unknown) => console.warn('Full screen failed', error));
    const handleChange = () => !document.fullscreenElement && close();
    document.addEventListener('fullscreenchange', handleChange);
    return () => {
      document.removeEventListener('fullscreenchange', handleChange);
      window.clearTimeout(timer.current);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [key, close, poke]);

  if (!file) return null;
  return (
    <div ref={ref} className="ws-full-screen" role="dialog" aria-modal="true" aria-label={file.file.name} onMouseMove={poke} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <Paper className="ws-full-screen-title" shadow="sm" px="sm" py={4}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate maw={400}>
            {file.file.name}
          </Text>
          <ActionIcon variant="subtle" onClick={close} aria-label={t('fullScreen.exit')}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Paper>
      <div className="ws-full-screen-scroll">
        <FileDocument file={file} scale={zoom} onVisibility={noop} onContextMenu={noop} />
      </div>
      <Paper className="ws-full-screen-toolbar" data-hidden={!isToolbarShown || undefined} shadow="md" p={6}>
        <Group gap={6} wrap="nowrap">
          {commands.map((command) => (
            <Fragment key={command.id}>
              <CommandButton command={command} hasTestId={false} />
              {command.id === 'view.zoomOut' && <Text size="sm" w={48} ta="center" data-testid="full-screen-zoom">{`${Math.round(zoom * 100)}%`}</Text>}
            </Fragment>
          ))}
        </Group>
      </Paper>
    </div>
  );
}
