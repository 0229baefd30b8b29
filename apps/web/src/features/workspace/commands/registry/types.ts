import type { Icon } from '@tabler/icons-react';
import type { WorkspaceState, WorkspaceStore } from '../../store/workspace-store.ts';
import type { Highlight } from '../../types.ts';

/** Where a command is offered; 'help' lists it (with its keys) in the keyboard help dialog. */
export type CommandSurface = 'toolbar' | 'fullscreen' | 'mobile' | 'context' | 'help';

/** The help dialog's sections, in the order it shows them. */
export const COMMAND_GROUPS = ['toolbar', 'edit', 'sidebar', 'navigation', 'help', 'highlight'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/** What a command acts on besides the workspace: the highlight a context menu was opened on. */
export interface CommandTarget {
  highlight?: Highlight;
}

/** The context-menu actions on a highlight (hooks/use-highlight-actions.ts gives them). */
export interface HighlightActions {
  deleteOne: (highlight: Highlight) => unknown;
  deleteAllOfType: (highlight: Highlight) => unknown;
  deleteAllSameText: (highlight: Highlight) => unknown;
  highlightAllSameText: (highlight: Highlight) => unknown;
  addToIgnoreList: (highlight: Highlight) => unknown;
}

/** What a command may use when it runs: the store and the workspace's services. */
export interface CommandContext {
  store: WorkspaceStore;
  /** The workspace namespace's translations (notices). */
  t: (key: string) => string;
  download: () => Promise<unknown>;
  print: () => Promise<unknown>;
  highlightActions: HighlightActions;
  target: CommandTarget;
}

/**
 * One thing a person can do in the workspace (decision 0027). Every surface renders from the
 * list of these, and the shortcut handler matches keys against it.
 */
export interface Command {
  id: string;
  /** The workspace locale key of its name: button label, tooltip, menu item, help row. */
  labelKey: string;
  /** A toggle's button names: what pressing it will do while off and while on (the help dialog uses `labelKey`). */
  toggleLabelKeys?: { off: string; on: string };
  icon?: Icon;
  /** Keys as spec 2 §2 writes them ('shift+o', 'mod+=', '?'); shown in help and matched by `matchCommand`. */
  keys?: string[];
  surfaces: CommandSurface[];
  group: CommandGroup;
  /** A test id for its toolbar button, where tests have long known one. */
  testId?: string;
  /** The guided tutorial's anchor (`data-tutorial`) on the main toolbar's button. */
  tutorialId?: string;
  isEnabled: (state: WorkspaceState, target?: CommandTarget) => boolean;
  /** Hidden rather than disabled (a context-menu item that does not apply). */
  isVisible?: (state: WorkspaceState, target?: CommandTarget) => boolean;
  /** A toggle's pressed state. */
  isActive?: (state: WorkspaceState) => boolean;
  run: (ctx: CommandContext) => unknown;
}
