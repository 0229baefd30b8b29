import { Divider, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../commands/registry/use-commands.tsx';
import { useWorkspace } from '../store/workspace-context.tsx';
import { FileUploader } from '../viewer/file-uploader.tsx';
import { CommandButton } from './command-button.tsx';
import { ToolbarSearch } from './toolbar-search.tsx';

/** Where the toolbar draws a divider (before these commands) and pushes the rest to the end. */
const DIVIDER_BEFORE = new Set(['detection.open', 'view.zoomOut']);
const SPACER_BEFORE = new Set(['help.open']);

function ZoomLevel() {
  const zoom = useWorkspace((s) => s.zoom);
  return (
    <Text size="sm" w={48} ta="center" aria-live="polite" data-testid="zoom-level">
      {`${Math.round(zoom * 100)}%`}
    </Text>
  );
}

/** The registry's toolbar commands: open, save, print, search, detect, redact, edit, undo/redo, zoom, help. */
export function Toolbar() {
  const { t } = useTranslation('workspace');
  const { commands } = useCommands('toolbar');

  return (
    <Group
      className="ws-toolbar"
      gap={6}
      px="sm"
      py={6}
      wrap="nowrap"
      role="toolbar"
      aria-label={t('toolbar.label')}
    >
      <FileUploader mode="add" variant="icon" isCommandTarget />
      {commands.map((command) => (
        <Fragment key={command.id}>
          {DIVIDER_BEFORE.has(command.id) && <Divider orientation="vertical" />}
          {SPACER_BEFORE.has(command.id) && <div style={{ flex: 1 }} />}
          {command.id === 'search.open' ? (
            <ToolbarSearch>
              <CommandButton command={command} />
            </ToolbarSearch>
          ) : (
            <CommandButton command={command} />
          )}
          {command.id === 'view.zoomOut' && <ZoomLevel />}
        </Fragment>
      ))}
    </Group>
  );
}
