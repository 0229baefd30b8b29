import { readStored, writeStored } from '../../../lib/storage/local-store.ts';
import { readableTextColor } from './readable-text-color.ts';

export const APPEARANCE_KEY = 'redaction_appearance_settings';
export const REDACTION_MODES = [
  'fill',
  'replace_text',
  'cross_out',
  'transparent',
  'fill_and_text',
  'cross_out_and_text',
] as const;
export type RedactionMode = (typeof REDACTION_MODES)[number];
export const DEFAULT_TEXT = '[REDACTED]';
export const FONT_SIZE = { min: 4, max: 72, default: 11 } as const;
/** What each box says (decision 0059): the fixed text, or each mark's legal basis label. */
export const TEXT_SOURCES = ['fixed', 'legal_basis'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];

/** What the server's redact call takes as `appearance` (colours are 0–1 triples). */
export interface Appearance {
  mode: RedactionMode;
  fill_color: [number, number, number] | null;
  text: string | null;
  text_color: [number, number, number];
  font_size: number;
  align: 0 | 1 | 2;
  /** 'legal_basis' prints each mark's code label in its box; a mark without one gets the fixed text. */
  text_source: TextSource;
}

const BLACK: [number, number, number] = [0, 0, 0];
const WHITE: [number, number, number] = [1, 1, 1];

export const DEFAULT_APPEARANCE: Appearance = {
  mode: 'fill',
  fill_color: BLACK,
  text: null,
  text_color: WHITE,
  font_size: 11,
  align: 1,
  text_source: 'fixed',
};

export const modeHasText = (mode: RedactionMode) => mode === 'replace_text' || mode.endsWith('_and_text');
export const modeHasFill = (mode: RedactionMode) => mode !== 'replace_text' && mode !== 'transparent';

/** The defaults a mode implies when switching to it (spec 2 §4 appearance modes). */
export function appearanceForMode(current: Appearance, mode: RedactionMode): Appearance {
  return normaliseAppearance({
    ...current,
    mode,
    fill_color: modeHasFill(mode) ? (current.fill_color ?? BLACK) : null,
    text: modeHasText(mode) ? current.text || DEFAULT_TEXT : null,
  });
}

/** Fixes what a mode needs: text modes get '[REDACTED]', filled modes get black, font size at least 4. */
export function normaliseAppearance(value: Appearance): Appearance {
  const fontSize = Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(value.font_size)));
  const fill = modeHasFill(value.mode) ? (value.fill_color ?? BLACK) : null;
  return {
    ...value,
    text: modeHasText(value.mode) ? value.text?.trim() || DEFAULT_TEXT : null,
    fill_color: fill,
    // What the PDF will get: a label that would vanish on its background turns black or white.
    text_color: readableTextColor(value.text_color ?? WHITE, fill),
    font_size: Number.isFinite(fontSize) ? fontSize : FONT_SIZE.default,
    text_source: (TEXT_SOURCES as readonly string[]).includes(value.text_source)
      ? value.text_source
      : 'fixed',
  };
}

/** Reads stored settings: invalid without mode, font_size or align (then defaults); font size under 4 resets to 11. */
export function parseStoredAppearance(raw: string | null): Appearance {
  if (!raw) return DEFAULT_APPEARANCE;
  try {
    const value = JSON.parse(raw) as Partial<Appearance>;
    if (!value || !value.mode || value.font_size === undefined || value.align === undefined)
      return DEFAULT_APPEARANCE;
    if (!(REDACTION_MODES as readonly string[]).includes(value.mode)) return DEFAULT_APPEARANCE;
    const fontSize = value.font_size < FONT_SIZE.min ? FONT_SIZE.default : value.font_size;
    return normaliseAppearance({ ...DEFAULT_APPEARANCE, ...value, font_size: fontSize } as Appearance);
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

export function loadAppearance(): Appearance {
  return parseStoredAppearance(readStored(APPEARANCE_KEY));
}

export function saveAppearance(value: Appearance): void {
  writeStored(APPEARANCE_KEY, JSON.stringify(value));
}
