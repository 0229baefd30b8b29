import { OPACITY, colorKeyOf, DEFAULT_COLORS, type ColorKey } from '../lib/colors.ts';
import { record, transaction } from '../store/history.ts';
import type { HighlightMap, WorkspaceStore } from '../store/workspace-store.ts';
import type { Box, CreationMode, DetectionModel, Highlight, HighlightType } from '../types.ts';

/** Every highlight change goes through here, so each one can be undone (one step, unless in a transaction). */
function changeHighlights(store: WorkspaceStore, change: (current: HighlightMap) => HighlightMap): number {
  const { highlights } = store.getState();
  const next = change(highlights);
  if (next === highlights) return 0;
  const removed = Object.keys(highlights).length - Object.keys(next).length;
  record(store, 'immediately', () =>
    store.setState({
      highlights: next,
      selectedHighlightIds: store.getState().selectedHighlightIds.filter((id) => id in next),
    }),
  );
  return Math.abs(removed);
}

let counter = 0;
/** Ids built from kind, file key, page, time and a random suffix (spec 2 §3). */
export function makeHighlightId(kind: string, fileKey: string, page: number): string {
  counter += 1;
  return `${kind}-${fileKey}-${page}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

export interface NewHighlight {
  fileKey: string;
  page: number;
  box: Box;
  type: HighlightType;
  text?: string;
  entity?: string;
  model?: DetectionModel;
  answeredBy?: DetectionModel;
  score?: number;
  reason?: string;
  term?: string;
  source?: 'form' | 'annotation';
  creationMode?: CreationMode;
  colors?: Partial<Record<ColorKey, string>>;
  legalBasis?: string;
}

export function buildHighlight(input: NewHighlight): Highlight {
  const key = colorKeyOf(input.type, input.model);
  return {
    id: makeHighlightId(input.type.toLowerCase(), input.fileKey, input.page),
    fileKey: input.fileKey,
    page: input.page,
    x: input.box.x0,
    y: input.box.y0,
    w: input.box.x1 - input.box.x0,
    h: input.box.y1 - input.box.y0,
    type: input.type,
    color: input.colors?.[key] ?? DEFAULT_COLORS[key],
    opacity: OPACITY[input.type],
    timestamp: Date.now(),
    creationMode: input.creationMode,
    text: input.text,
    entity: input.entity,
    model: input.model,
    answeredBy: input.answeredBy,
    score: input.score,
    reason: input.reason,
    term: input.term,
    ...(input.source ? { source: input.source } : {}),
    ...(input.legalBasis ? { legalBasis: input.legalBasis } : {}),
  };
}

/** Adds one mark made by hand (rectangle or text selection). */
export function addManualHighlight(store: WorkspaceStore, input: Omit<NewHighlight, 'type'>): Highlight {
  const highlight = buildHighlight({ ...input, type: 'MANUAL' });
  changeHighlights(store, (current) => ({ ...current, [highlight.id]: highlight }));
  return highlight;
}

/** Adds many at once (a streamed page, a search answer) as one undo step. */
export function addHighlights(store: WorkspaceStore, inputs: readonly NewHighlight[]): Highlight[] {
  if (inputs.length === 0) return [];
  const built = inputs.map(buildHighlight);
  changeHighlights(store, (current) => {
    const next = { ...current };
    for (const highlight of built) next[highlight.id] = highlight;
    return next;
  });
  return built;
}

/**
 * Sets the legal basis of the given marks (undefined: none), as one undo step. Returns how many
 * marks changed; marks that already carry the code are left as they are.
 */
export function setLegalBasis(
  store: WorkspaceStore,
  ids: readonly string[],
  code: string | undefined,
): number {
  let changed = 0;
  changeHighlights(store, (current) => {
    const next: Record<string, Highlight> = { ...current };
    for (const id of ids) {
      const h = current[id];
      if (!h || h.legalBasis === code) continue;
      const { legalBasis: _old, ...rest } = h;
      next[id] = code ? { ...rest, legalBasis: code } : rest;
      changed += 1;
    }
    return changed > 0 ? next : current;
  });
  return changed;
}

function removeWhere(store: WorkspaceStore, predicate: (h: Highlight) => boolean): number {
  return changeHighlights(store, (current) => {
    const kept = Object.fromEntries(Object.entries(current).filter(([, h]) => !predicate(h)));
    return Object.keys(kept).length === Object.keys(current).length ? current : kept;
  });
}

export function removeHighlight(store: WorkspaceStore, id: string): number {
  return removeWhere(store, (h) => h.id === id);
}

/** Removes every highlight with the same text (case-insensitive), limited to the given files. */
export function removeHighlightsByText(
  store: WorkspaceStore,
  text: string,
  fileKeys?: readonly string[],
): number {
  const wanted = text.trim().toLowerCase();
  return removeWhere(
    store,
    (h) => (h.text ?? '').trim().toLowerCase() === wanted && (!fileKeys || fileKeys.includes(h.fileKey)),
  );
}

/** Removes highlights lying on any of the given boxes (occurrences found by word search). */
export function removeHighlightsAtBoxes(
  store: WorkspaceStore,
  fileKey: string,
  boxes: ReadonlyArray<{ page: number; box: Box }>,
): number {
  const overlaps = (h: Highlight, b: { page: number; box: Box }) =>
    h.fileKey === fileKey &&
    h.page === b.page &&
    h.x < b.box.x1 &&
    b.box.x0 < h.x + h.w &&
    h.y < b.box.y1 &&
    b.box.y0 < h.y + h.h;
  return removeWhere(store, (h) => boxes.some((b) => overlaps(h, b)));
}

/**
 * "Delete all of the same text": the highlights carrying the text and those lying on its
 * occurrences (found by word search) go together, as one undo step.
 */
export function removeHighlightsOfText(
  store: WorkspaceStore,
  text: string,
  fileKeys: readonly string[],
  occurrences: ReadonlyArray<{ fileKey: string; boxes: ReadonlyArray<{ page: number; box: Box }> }>,
): number {
  return transaction(store, () => {
    let removed = removeHighlightsByText(store, text, fileKeys);
    for (const { fileKey, boxes } of occurrences) removed += removeHighlightsAtBoxes(store, fileKey, boxes);
    return removed;
  });
}

export function removeHighlightsByEntityType(
  store: WorkspaceStore,
  entity: string,
  fileKeys?: readonly string[],
): number {
  return removeWhere(
    store,
    (h) => h.type === 'ENTITY' && h.entity === entity && (!fileKeys || fileKeys.includes(h.fileKey)),
  );
}

export function removeHighlightsOfFile(store: WorkspaceStore, fileKey: string): number {
  return removeWhere(store, (h) => h.fileKey === fileKey);
}

export function removeSearchHighlightsOfTerm(store: WorkspaceStore, term: string): number {
  return removeWhere(store, (h) => h.type === 'SEARCH' && h.term === term);
}

/** Clears one category, or all when no type is given. */
export function clearHighlights(
  store: WorkspaceStore,
  type?: HighlightType,
  fileKeys?: readonly string[],
): number {
  return removeWhere(store, (h) => (!type || h.type === type) && (!fileKeys || fileKeys.includes(h.fileKey)));
}

export function selectHighlight(store: WorkspaceStore, id: string | null, additive = false): void {
  const current = store.getState().selectedHighlightIds;
  if (id === null) store.setState({ selectedHighlightIds: [] });
  else if (additive)
    store.setState({
      selectedHighlightIds: current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    });
  else store.setState({ selectedHighlightIds: [id] });
}

export function setHighlightVisibility(store: WorkspaceStore, type: HighlightType, isVisible: boolean): void {
  store.setState({ hidden: { ...store.getState().hidden, [type]: !isVisible } });
}

/** Recolours existing highlights of one colour key after the person changes a colour. */
export function recolorHighlights(store: WorkspaceStore, key: ColorKey, color: string): void {
  const { highlights } = store.getState();
  const next: Record<string, Highlight> = {};
  let changed = false;
  for (const [id, h] of Object.entries(highlights)) {
    if (colorKeyOf(h.type, h.model) === key && h.color !== color) {
      next[id] = { ...h, color };
      changed = true;
    } else next[id] = h;
  }
  // A colour change is a preference, not an edit: it does not enter the undo history.
  if (changed) record(store, 'never', () => store.setState({ highlights: next }));
}
