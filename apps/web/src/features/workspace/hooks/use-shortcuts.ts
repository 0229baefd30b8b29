import { useEffect } from 'react';
import { shortcutCommand } from '../commands/registry/match.ts';
import { useCommands } from '../commands/registry/use-commands.tsx';
import { useWorkspaceStore } from '../store/workspace-context.tsx';

/** A modal dialog other than the full-screen viewer (whose own commands still answer keys). */
const OPEN_DIALOG = '[role=dialog][aria-modal=true]:not(.ws-full-screen)';

/** The keyboard shortcuts of spec 2 §2, from the command registry (decision 0027). */
export function useShortcuts(): void {
  const store = useWorkspaceStore();
  const { commands, runCommand } = useCommands();

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      const isDialogOpen = document.querySelector(OPEN_DIALOG) !== null;
      const command = shortcutCommand(event, commands, store.getState(), isDialogOpen);
      if (!command) return;
      event.preventDefault();
      runCommand(command.id);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [store, commands, runCommand]);
}
