import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/workspace.en.json';
import no from '../../../../locales/workspace.no.json';
import { createWorkspaceStore, type WorkspaceState } from '../../store/workspace-store.ts';
import type { Highlight } from '../../types.ts';
import { COMMANDS, findCommand } from './commands.ts';
import { matchCommand, shortcutCommand } from './match.ts';
import type { CommandContext } from './types.ts';
import { runWith } from './use-commands.tsx';

function lookUp(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const NAMED: Record<string, string> = {
  right: 'ArrowRight',
  left: 'ArrowLeft',
  up: 'ArrowUp',
  down: 'ArrowDown',
  pagedown: 'PageDown',
  pageup: 'PageUp',
  home: 'Home',
  end: 'End',
  esc: 'Escape',
};
const SHIFTED_DIGITS = ')!"#¤%&/(=';

/** The key event a person makes for a key as the registry writes it ('shift+mod+z', 'shift+1', '?'). */
function eventFor(combo: string, target: EventTarget | null = null) {
  const parts = combo.split(/(?<=.)\+/);
  const base = parts.at(-1)!;
  const shiftKey = parts.includes('shift') || base === '?';
  const ctrlKey = parts.includes('mod');
  let key = NAMED[base] ?? (shiftKey ? base.toUpperCase() : base);
  let code = NAMED[base] ?? `Key${base.toUpperCase()}`;
  if (/^\d$/.test(base)) {
    code = `Digit${base}`;
    key = shiftKey ? SHIFTED_DIGITS[Number(base)]! : base;
  } else if (base === '/' || base === '?') {
    code = 'Slash';
    key = shiftKey ? '?' : '/';
  } else if (base === '=') code = 'Equal';
  else if (base === '-') code = 'Minus';
  return { key, code, shiftKey, ctrlKey, metaKey: false, altKey: false, target, defaultPrevented: false };
}

const pdf = (name: string) => new File([new Uint8Array([37])], name, { type: 'application/pdf' });

/** A workspace with a file open, something to undo and to redo: every command with keys can run. */
function loadedState(patch: Partial<WorkspaceState> = {}): WorkspaceState {
  const store = createWorkspaceStore({
    files: [{ key: 'a', file: pdf('a.pdf') }],
    currentFileKey: 'a',
    pageStates: { a: { currentPage: 2, pageCount: 3 } },
    past: [{ highlights: {}, files: {} }],
    future: [{ highlights: {}, files: {} }],
    // A selected mark: the legal basis picker (L) acts on the selection.
    selectedHighlightIds: ['h1'],
    ...patch,
  } as Partial<WorkspaceState>);
  return store.getState();
}

function contextFor(state: WorkspaceState, target = {}): CommandContext {
  return {
    store: createWorkspaceStore(state),
    t: (key) => key,
    download: vi.fn(async () => undefined),
    print: vi.fn(async () => undefined),
    highlightActions: {} as CommandContext['highlightActions'],
    target,
  };
}

const keyed = COMMANDS.filter((c) => c.keys && c.keys.length > 0);

describe('the command registry', () => {
  it('has unique ids', () => {
    const ids = COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every command in English and Norwegian', () => {
    for (const command of COMMANDS)
      for (const key of [command.labelKey, command.toggleLabelKeys?.off, command.toggleLabelKeys?.on].filter(
        Boolean,
      ) as string[]) {
        expect(typeof lookUp(en, key), `${command.id}: ${key} (en)`).toBe('string');
        expect(typeof lookUp(no, key), `${command.id}: ${key} (no)`).toBe('string');
      }
  });

  it('gives no key combination to two commands', () => {
    const keys = keyed.flatMap((c) => c.keys!);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('lists every command with keys in the help dialog', () => {
    for (const command of keyed) expect(command.surfaces, command.id).toContain('help');
  });

  it('reaches every command with keys by each of its keys, through the shortcut handler, and runs it', () => {
    const state = loadedState();
    for (const command of keyed) {
      for (const combo of command.keys!) {
        const run = vi.spyOn(command, 'run').mockImplementation(() => undefined);
        const found = shortcutCommand(eventFor(combo), COMMANDS, state, false);
        expect(found?.id, `${combo} → ${command.id}`).toBe(command.id);
        runWith(found!, contextFor(state));
        expect(run, `${combo} runs ${command.id}`).toHaveBeenCalledOnce();
        run.mockRestore();
      }
    }
  });

  it('gives every key of spec 2 §2 to the command the spec names', () => {
    const spec: Record<string, string[]> = {
      'file.open': ['shift+o'],
      'file.save': ['shift+s'],
      'file.print': ['shift+p'],
      'search.open': ['/', 'shift+f'],
      'detection.open': ['shift+d'],
      'redaction.open': ['shift+r'],
      'edit.toggle': ['shift+e'],
      'view.zoomIn': ['mod+=', '='],
      'view.zoomOut': ['mod+-', '-'],
      'view.fit': ['mod+0', '0'],
      'edit.undo': ['mod+z'],
      'edit.redo': ['shift+mod+z'],
      'sidebar.user': ['shift+0'],
      'sidebar.tab.thumbnails': ['shift+1'],
      'sidebar.tab.files': ['shift+2'],
      'sidebar.tab.detection': ['shift+3'],
      'sidebar.tab.search': ['shift+4'],
      'sidebar.tab.redaction': ['shift+5'],
      'sidebar.tab.settings': ['shift+6'],
      'sidebar.tab.history': ['shift+7'],
      'sidebar.toggle': ['shift+b'],
      'page.nextPage': ['right', 'pagedown', 'down'],
      'page.previousPage': ['left', 'pageup', 'up'],
      'page.firstPage': ['home'],
      'page.lastPage': ['end'],
      'help.open': ['?', 'shift+/', 'shift+h'],
      'help.close': ['esc'],
    };
    for (const [id, keys] of Object.entries(spec))
      for (const combo of keys) expect(matchCommand(eventFor(combo), COMMANDS)?.id, combo).toBe(id);
    // Whatever a layout types for Shift+1 or Shift+0, the key code decides.
    expect(matchCommand({ ...eventFor('shift+1'), key: '!' }, COMMANDS)?.id).toBe('sidebar.tab.thumbnails');
    expect(matchCommand({ ...eventFor('shift+0'), key: '=' }, COMMANDS)?.id).toBe('sidebar.user');
    expect(matchCommand({ ...eventFor('shift+/'), code: 'Minus' }, COMMANDS)?.id).toBe('help.open');
    expect(matchCommand({ ...eventFor('mod+z'), ctrlKey: false, metaKey: true }, COMMANDS)?.id).toBe(
      'edit.undo',
    );
    expect(matchCommand({ ...eventFor('/'), key: '?' }, COMMANDS)?.id).toBe('help.open');
  });

  it('leaves Alt combinations and plain letters alone', () => {
    expect(matchCommand({ ...eventFor('shift+o'), altKey: true }, COMMANDS)).toBeUndefined();
    expect(matchCommand(eventFor('d'), COMMANDS)).toBeUndefined();
  });
});

describe('the shortcut handler', () => {
  const field = { tagName: 'INPUT', isContentEditable: false, closest: () => null } as unknown as EventTarget;
  it('leaves keys to a focused field and to an open dialog', () => {
    expect(shortcutCommand(eventFor('shift+d', field), COMMANDS, loadedState(), false)).toBeUndefined();
    expect(shortcutCommand(eventFor('shift+d'), COMMANDS, loadedState(), true)).toBeUndefined();
  });
  it('runs no disabled command', () => {
    const empty = createWorkspaceStore().getState();
    expect(shortcutCommand(eventFor('shift+d'), COMMANDS, empty, false)).toBeUndefined();
    expect(shortcutCommand(eventFor('mod+z'), COMMANDS, empty, false)).toBeUndefined();
    expect(shortcutCommand(eventFor('shift+o'), COMMANDS, empty, false)?.id).toBe('file.open');
  });
  it('answers only the full-screen commands while full screen is open', () => {
    const full = loadedState({ fullScreenKey: 'a' });
    expect(shortcutCommand(eventFor('='), COMMANDS, full, false)?.id).toBe('view.zoomIn');
    expect(shortcutCommand(eventFor('f'), COMMANDS, full, false)?.id).toBe('view.fullScreen');
    expect(shortcutCommand(eventFor('shift+1'), COMMANDS, full, false)).toBeUndefined();
  });
});

describe('what the commands do', () => {
  const run = (id: string, state: WorkspaceState, target = {}) => {
    const context = contextFor(state, target);
    runWith(findCommand(id)!, context);
    return context;
  };

  it('open asks for the file picker; save and print use the output files', () => {
    const opened = run('file.open', loadedState());
    expect(opened.store.getState().ui.filePickerRequest).toBe(1);
    expect(run('file.save', loadedState()).download).toHaveBeenCalledOnce();
    expect(run('file.print', loadedState()).print).toHaveBeenCalledOnce();
    expect(
      run('file.save', loadedState({ ui: { ...loadedState().ui, isOutputBusy: true } })).download,
    ).not.toHaveBeenCalled();
  });

  it('search opens the search tab and the quick search; again, closes the quick search', () => {
    const { store } = run(
      'search.open',
      loadedState({ ui: { ...loadedState().ui, isSidebarCollapsed: true } }),
    );
    expect(store.getState().ui).toMatchObject({
      sidebarTab: 'search',
      isSidebarCollapsed: false,
      isSearchOpen: true,
    });
    runWith(findCommand('search.open')!, { ...contextFor(store.getState()), store });
    expect(store.getState().ui.isSearchOpen).toBe(false);
  });

  it('detect and redact show their tabs; help opens the dialog; Esc closes it', () => {
    expect(run('detection.open', loadedState()).store.getState().ui.sidebarTab).toBe('detection');
    expect(run('redaction.open', loadedState()).store.getState().ui.sidebarTab).toBe('redaction');
    const { store } = run('help.open', loadedState());
    expect(store.getState().ui.isHelpOpen).toBe(true);
    runWith(findCommand('help.close')!, { ...contextFor(store.getState()), store });
    expect(store.getState().ui.isHelpOpen).toBe(false);
  });

  it('zoom steps the workspace, or the full-screen viewer in its own steps', () => {
    expect(run('view.zoomIn', loadedState()).store.getState().zoom).toBe(1.2);
    const full = run('view.zoomOut', loadedState({ fullScreenKey: 'a' })).store.getState();
    expect([full.zoom, full.ui.fullScreenZoom]).toEqual([1, 0.75]);
  });

  it('full screen opens the current file and closes again', () => {
    const { store } = run('view.fullScreen', loadedState());
    expect(store.getState().fullScreenKey).toBe('a');
    runWith(findCommand('view.fullScreen')!, { ...contextFor(store.getState()), store });
    expect(store.getState().fullScreenKey).toBeNull();
  });

  it('the context menu acts on its highlight; delete-all-of-type only on an entity', () => {
    const highlight = { id: 'h', type: 'MANUAL', text: 'Kari' } as Highlight;
    const deleteOne = vi.fn();
    const context = { ...contextFor(loadedState(), { highlight }), highlightActions: { deleteOne } };
    runWith(findCommand('highlight.delete')!, context as unknown as CommandContext);
    expect(deleteOne).toHaveBeenCalledWith(highlight);
    const ofType = findCommand('highlight.deleteAllOfType')!;
    expect(ofType.isVisible?.(loadedState(), { highlight })).toBe(false);
    expect(ofType.isVisible?.(loadedState(), { highlight: { ...highlight, type: 'ENTITY' } })).toBe(true);
  });
});

describe('the surfaces', () => {
  const on = (surface: string) =>
    COMMANDS.filter((c) => c.surfaces.includes(surface as never)).map((c) => c.id);
  it('the toolbar: open, save, print, search, detect, redact, edit, undo, redo, zoom and help (spec 2 §2)', () => {
    expect(on('toolbar')).toEqual([
      'file.open',
      'file.save',
      'file.print',
      'search.open',
      'detection.open',
      'redaction.open',
      'edit.toggle',
      'edit.undo',
      'edit.redo',
      'view.zoomOut',
      'view.zoomIn',
      'view.fit',
      'help.open',
    ]);
  });
  it('the full-screen toolbar: open, save, print, search, detect, redact, edit, zoom out, in and reset', () => {
    expect(on('fullscreen')).toEqual([
      'file.open',
      'file.save',
      'file.print',
      'search.open',
      'detection.open',
      'redaction.open',
      'edit.toggle',
      'view.zoomOut',
      'view.zoomIn',
      'view.fit',
    ]);
  });
  it('the mobile menu: upload, download, detect and redact', () => {
    expect(on('mobile')).toEqual(['file.open', 'file.save', 'detection.open', 'redaction.open']);
  });
  it('the context menu: the five highlight actions of spec 2 §4', () => {
    expect(on('context')).toHaveLength(5);
  });
});
