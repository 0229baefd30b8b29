import { describeKeyEvent, isOwnedByFocus } from '../../lib/shortcuts.ts';
import type { WorkspaceState } from '../../store/workspace-store.ts';
import type { Command } from './types.ts';

type KeyFields = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** The command whose keys a key event presses, if any (Alt combinations are never shortcuts). */
export function matchCommand(event: KeyFields, commands: readonly Command[]): Command | undefined {
  if (event.altKey) return undefined;
  // By name, most specific first: '?' is help even where the layout types it without Shift.
  for (const name of describeKeyEvent(event)) {
    const command = commands.find((c) => c.keys?.includes(name));
    if (command) return command;
  }
  return undefined;
}

/**
 * The command a key press should run now, or undefined when the key is not the workspace's:
 * the focused control owns it (typing in a field, a menu, a slider), a dialog is open, or the
 * command is disabled. While the full-screen viewer is open only its own commands (and leaving
 * it) answer, since nothing else is on screen.
 */
export function shortcutCommand(
  event: KeyFields & Pick<KeyboardEvent, 'target' | 'defaultPrevented'>,
  commands: readonly Command[],
  state: WorkspaceState,
  isDialogOpen: boolean,
): Command | undefined {
  if (isOwnedByFocus(event) || isDialogOpen) return undefined;
  const command = matchCommand(event, commands);
  if (!command || !command.isEnabled(state)) return undefined;
  if (state.fullScreenKey && !command.surfaces.includes('fullscreen') && command.id !== 'view.fullScreen')
    return undefined;
  return command;
}
