import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBan,
  IconDownload,
  IconEraser,
  IconHelp,
  IconHighlight,
  IconMaximize,
  IconPencil,
  IconPrinter,
  IconScan,
  IconSearch,
  IconTrash,
  IconUpload,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { redo, undo } from '../../store/history.ts';
import { ZOOM, type WorkspaceState } from '../../store/workspace-store.ts';
import { SIDEBAR_TABS } from '../../types.ts';
import {
  closeOverlays,
  FULL_SCREEN_ZOOM,
  openSearch,
  openSidebarTab,
  requestFilePicker,
  setUi,
  stepFullScreenZoom,
  toggleFullScreen,
  toggleSidebar,
} from '../ui-commands.ts';
import { resetZoom, stepPage, toggleEditMode, zoomIn, zoomOut } from '../view-commands.ts';
import { notifyInfo } from '../../lib/notify.ts';
import type { Command } from './types.ts';

const always = () => true;
const hasFiles = (s: WorkspaceState) => s.files.length > 0;
const hasCurrentFile = (s: WorkspaceState) => s.currentFileKey !== null;
const canOutput = (s: WorkspaceState) => hasFiles(s) && !s.ui.isOutputBusy;
const isFullScreen = (s: WorkspaceState) => s.fullScreenKey !== null;

/** Open, save, print, search, detect, redact and edit: the toolbar's first two groups (spec 2 §2). */
const TOOLBAR: Command[] = [
  {
    id: 'file.open',
    tutorialId: 'toolbar-upload',
    labelKey: 'toolbar.open',
    icon: IconUpload,
    keys: ['shift+o'],
    surfaces: ['toolbar', 'fullscreen', 'mobile', 'help'],
    group: 'toolbar',
    isEnabled: always,
    run: ({ store }) => requestFilePicker(store),
  },
  {
    id: 'file.save',
    tutorialId: 'toolbar-save',
    labelKey: 'toolbar.save',
    icon: IconDownload,
    keys: ['shift+s'],
    surfaces: ['toolbar', 'fullscreen', 'mobile', 'help'],
    group: 'toolbar',
    testId: 'toolbar-download',
    isEnabled: canOutput,
    run: ({ download }) => download(),
  },
  {
    id: 'file.print',
    tutorialId: 'toolbar-print',
    labelKey: 'toolbar.print',
    icon: IconPrinter,
    keys: ['shift+p'],
    surfaces: ['toolbar', 'fullscreen', 'help'],
    group: 'toolbar',
    isEnabled: canOutput,
    run: ({ print }) => print(),
  },
  {
    id: 'search.open',
    tutorialId: 'toolbar-search',
    labelKey: 'toolbar.search',
    icon: IconSearch,
    keys: ['/', 'shift+f'],
    surfaces: ['toolbar', 'fullscreen', 'help'],
    group: 'toolbar',
    isEnabled: hasFiles,
    // The toolbar button toggles the dropdown; opening it also shows the search tab.
    run: ({ store }) =>
      store.getState().ui.isSearchOpen ? setUi(store, { isSearchOpen: false }) : openSearch(store),
  },
  {
    id: 'detection.open',
    tutorialId: 'toolbar-detect',
    labelKey: 'toolbar.detect',
    icon: IconScan,
    keys: ['shift+d'],
    surfaces: ['toolbar', 'fullscreen', 'mobile', 'help'],
    group: 'toolbar',
    isEnabled: hasFiles,
    run: ({ store }) => openSidebarTab(store, 'detection'),
  },
  {
    id: 'redaction.open',
    tutorialId: 'toolbar-redact',
    labelKey: 'toolbar.redact',
    icon: IconEraser,
    keys: ['shift+r'],
    surfaces: ['toolbar', 'fullscreen', 'mobile', 'help'],
    group: 'toolbar',
    isEnabled: hasFiles,
    run: ({ store }) => openSidebarTab(store, 'redaction'),
  },
  {
    id: 'edit.toggle',
    tutorialId: 'toolbar-edit',
    labelKey: 'shortcuts.action.toggleEdit',
    toggleLabelKeys: { off: 'toolbar.editOn', on: 'toolbar.editOff' },
    icon: IconPencil,
    keys: ['shift+e'],
    surfaces: ['toolbar', 'fullscreen', 'help'],
    group: 'toolbar',
    testId: 'toolbar-edit',
    isEnabled: (s) => hasFiles(s) || s.isEditMode,
    isActive: (s) => s.isEditMode,
    run: ({ store, t }) =>
      notifyInfo(toggleEditMode(store) ? t('notices.editModeOn') : t('notices.editModeOff')),
  },
  {
    id: 'edit.undo',
    labelKey: 'toolbar.undo',
    icon: IconArrowBackUp,
    keys: ['mod+z'],
    surfaces: ['toolbar', 'help'],
    group: 'edit',
    testId: 'toolbar-undo',
    isEnabled: (s) => s.past.length > 0,
    run: ({ store }) => undo(store),
  },
  {
    // The selected marks' legal basis (decision 0059): a picker of the usable codes.
    id: 'edit.legalBasis',
    labelKey: 'legalBasis.shortcut',
    keys: ['l'],
    surfaces: ['help'],
    group: 'edit',
    isEnabled: (s) => s.selectedHighlightIds.length > 0,
    run: ({ store }) => setUi(store, { legalBasisFor: [...store.getState().selectedHighlightIds] }),
  },
  {
    id: 'edit.redo',
    labelKey: 'toolbar.redo',
    icon: IconArrowForwardUp,
    keys: ['shift+mod+z'],
    surfaces: ['toolbar', 'help'],
    group: 'edit',
    isEnabled: (s) => s.future.length > 0,
    run: ({ store }) => redo(store),
  },
];

/** Zoom acts on the full-screen viewer while it is open (its own steps, spec 2 §9), else on the workspace. */
const ZOOMING: Command[] = [
  {
    id: 'view.zoomOut',
    labelKey: 'toolbar.zoomOut',
    icon: IconZoomOut,
    keys: ['mod+-', '-'],
    surfaces: ['toolbar', 'fullscreen', 'help'],
    group: 'toolbar',
    isEnabled: (s) => (isFullScreen(s) ? s.ui.fullScreenZoom > FULL_SCREEN_ZOOM.min : s.zoom > ZOOM.min),
    run: ({ store }) => (isFullScreen(store.getState()) ? stepFullScreenZoom(store, -1) : zoomOut(store)),
  },
  {
    id: 'view.zoomIn',
    labelKey: 'toolbar.zoomIn',
    icon: IconZoomIn,
    keys: ['mod+=', '='],
    surfaces: ['toolbar', 'fullscreen', 'help'],
    group: 'toolbar',
    isEnabled: (s) => (isFullScreen(s) ? s.ui.fullScreenZoom < FULL_SCREEN_ZOOM.max : s.zoom < ZOOM.max),
    run: ({ store }) => (isFullScreen(store.getState()) ? stepFullScreenZoom(store, 1) : zoomIn(store)),
  },
  {
    id: 'view.fit',
    labelKey: 'toolbar.fit',
    icon: IconZoomReset,
    keys: ['mod+0', '0'],
    surfaces: ['toolbar', 'fullscreen', 'help'],
    group: 'toolbar',
    isEnabled: always,
    run: ({ store }) => (isFullScreen(store.getState()) ? stepFullScreenZoom(store, 0) : resetZoom(store)),
  },
  {
    id: 'view.fullScreen',
    labelKey: 'files.fullScreen',
    icon: IconMaximize,
    keys: ['f'],
    surfaces: ['help'],
    group: 'toolbar',
    isEnabled: (s) => isFullScreen(s) || hasFiles(s),
    run: ({ store }) => toggleFullScreen(store),
  },
];

/** Shift+0 the user menu, Shift+1…7 the seven tabs in their order, Shift+B the sidebar itself. */
const SIDEBAR: Command[] = [
  {
    id: 'sidebar.user',
    labelKey: 'shortcuts.action.user',
    keys: ['shift+0'],
    surfaces: ['help'],
    group: 'sidebar',
    isEnabled: always,
    run: ({ store }) => setUi(store, { isUserMenuOpen: true }),
  },
  ...SIDEBAR_TABS.map((tab, index): Command => ({
    id: `sidebar.tab.${tab}`,
    labelKey: `shortcuts.action.tab.${tab}`,
    keys: [`shift+${index + 1}`],
    surfaces: ['help'],
    group: 'sidebar',
    isEnabled: always,
    run: ({ store }) => openSidebarTab(store, tab),
  })),
  {
    id: 'sidebar.toggle',
    labelKey: 'shortcuts.action.toggleSidebar',
    keys: ['shift+b'],
    surfaces: ['help'],
    group: 'sidebar',
    isEnabled: always,
    run: ({ store }) => toggleSidebar(store),
  },
];

const NAVIGATION: Command[] = (
  [
    ['nextPage', ['right', 'pagedown', 'down'], 1],
    ['previousPage', ['left', 'pageup', 'up'], -1],
    ['firstPage', ['home'], 'first'],
    ['lastPage', ['end'], 'last'],
  ] as const
).map(([name, keys, step]) => ({
  id: `page.${name}`,
  labelKey: `shortcuts.action.${name}`,
  keys: [...keys],
  surfaces: ['help'],
  group: 'navigation',
  isEnabled: hasCurrentFile,
  run: ({ store }) => stepPage(store, step),
}));

const HELP: Command[] = [
  {
    id: 'help.open',
    labelKey: 'toolbar.help',
    icon: IconHelp,
    keys: ['?', 'shift+/', 'shift+h'],
    surfaces: ['toolbar', 'help'],
    group: 'help',
    isEnabled: always,
    run: ({ store }) => setUi(store, { isHelpOpen: true }),
  },
  {
    // A dialog closes itself on Esc; outside one, Esc closes the quick search and menus.
    id: 'help.close',
    labelKey: 'shortcuts.action.closeModal',
    keys: ['esc'],
    surfaces: ['help'],
    group: 'help',
    isEnabled: always,
    run: ({ store }) => closeOverlays(store),
  },
];

const isEntity = (_: WorkspaceState, target?: { highlight?: { type: string } }) =>
  target?.highlight?.type === 'ENTITY';

/** The context menu of a highlight (spec 2 §4); each acts on the menu's highlight. */
const HIGHLIGHT: Command[] = (
  [
    ['delete', 'contextMenu.delete', IconTrash, 'deleteOne'],
    ['deleteAllOfType', 'contextMenu.deleteAllOfType', IconTrash, 'deleteAllOfType'],
    ['deleteAllSameText', 'contextMenu.deleteAllSameText', IconTrash, 'deleteAllSameText'],
    ['highlightAllSameText', 'contextMenu.highlightAllSameText', IconHighlight, 'highlightAllSameText'],
    ['ignore', 'contextMenu.addToIgnoreList', IconBan, 'addToIgnoreList'],
  ] as const
).map(([name, labelKey, icon, action]) => ({
  id: `highlight.${name}`,
  labelKey,
  icon,
  surfaces: ['context'],
  group: 'highlight',
  isEnabled: (_, target) => target?.highlight !== undefined,
  isVisible: name === 'deleteAllOfType' ? isEntity : undefined,
  run: ({ highlightActions, target }) => target.highlight && highlightActions[action](target.highlight),
}));

/** Every command of the workspace, in the order the toolbar and the help dialog show them. */
export const COMMANDS: readonly Command[] = [
  ...TOOLBAR,
  ...ZOOMING,
  ...SIDEBAR,
  ...NAVIGATION,
  ...HELP,
  ...HIGHLIGHT,
];

const byId = new Map(COMMANDS.map((c) => [c.id, c]));

export function findCommand(id: string): Command | undefined {
  return byId.get(id);
}
