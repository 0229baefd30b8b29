import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHighlightActions } from '../../hooks/use-highlight-actions.ts';
import { useOutputFiles } from '../../hooks/use-output-files.ts';
import { useWorkspace, useWorkspaceStore } from '../../store/workspace-context.tsx';
import { setUi } from '../ui-commands.ts';
import { COMMANDS, findCommand } from './commands.ts';
import type { Command, CommandContext, CommandSurface, CommandTarget } from './types.ts';

export interface CommandRunner {
  commands: readonly Command[];
  /** Runs a command by id if it is enabled for the target; returns what it returned. */
  runCommand: (id: string, target?: CommandTarget) => unknown;
}

const CommandsContext = createContext<CommandRunner | null>(null);

/** Runs one command with a context, when it is enabled (for tests and the provider alike). */
export function runWith(command: Command, context: CommandContext): unknown {
  if (!command.isEnabled(context.store.getState(), context.target)) return undefined;
  return command.run(context);
}

/** Gives every surface of one workspace the registry and one set of services to run it with. */
export function CommandsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const { download, print, isBusy } = useOutputFiles();
  const highlightActions = useHighlightActions();

  useEffect(() => setUi(store, { isOutputBusy: isBusy }), [store, isBusy]);

  const runner = useMemo<CommandRunner>(
    () => ({
      commands: COMMANDS,
      runCommand: (id, target = {}) => {
        const command = findCommand(id);
        if (!command) throw new Error(`Unknown command ${id}`);
        const result = runWith(command, { store, t, download, print, highlightActions, target });
        // Failures are reported by the services themselves (notices); none may go unhandled.
        if (result instanceof Promise)
          result.catch((error: unknown) => console.warn('Command failed', id, error));
        return result;
      },
    }),
    [store, t, download, print, highlightActions],
  );
  return <CommandsContext.Provider value={runner}>{children}</CommandsContext.Provider>;
}

/** The registry's commands (those offered on one surface, when named) and the function that runs them. */
export function useCommands(surface?: CommandSurface): CommandRunner {
  const runner = useContext(CommandsContext);
  if (!runner) throw new Error('useCommands outside CommandsProvider');
  const commands = useMemo(
    () => (surface ? runner.commands.filter((c) => c.surfaces.includes(surface)) : runner.commands),
    [runner, surface],
  );
  return { commands, runCommand: runner.runCommand };
}

/** A command's enabled, visible and pressed state and its label, kept current with the store. */
export function useCommandView(command: Command, target?: CommandTarget) {
  const { t } = useTranslation('workspace');
  const isEnabled = useWorkspace((s) => command.isEnabled(s, target));
  const isVisible = useWorkspace((s) => command.isVisible?.(s, target) ?? true);
  const isActive = useWorkspace((s) => command.isActive?.(s) ?? false);
  const toggle = command.toggleLabelKeys;
  const label = t(toggle ? (isActive ? toggle.on : toggle.off) : command.labelKey);
  return { isEnabled, isVisible, isActive, label };
}
