export type AppearanceMode =
  'fill' | 'replace_text' | 'cross_out' | 'transparent' | 'fill_and_text' | 'cross_out_and_text';
export type Rgb = [number, number, number];
/**
 * What a box's label says: the appearance's own text ("fixed"), or each mark's legal basis label
 * ("legal_basis", like Acrobat's redaction codes as overlay text). A mark without a code falls back
 * to the fixed text of a text mode, and to no label in the other modes.
 */
export type LabelSource = 'fixed' | 'legal_basis';

/** How a redacted area looks afterwards (spec 2 §3, §4). */
export interface RedactionAppearance {
  mode: AppearanceMode;
  fill_color: Rgb | null;
  text: string | null;
  text_color: Rgb;
  font_size: number;
  /** 0 left, 1 center, 2 right. */
  align: 0 | 1 | 2;
  /** Where each box's label comes from (default fixed). */
  text_source: LabelSource;
}

export const DEFAULT_REPLACEMENT_TEXT = '[REDACTED]';
export const DEFAULT_FONT_SIZE = 11;
const PAGE_WHITE: Rgb = [1, 1, 1];
/** WCAG 2 contrast asked of non-text graphics and large text (1.4.11): labels are short, bold-ish marks. */
export const MIN_LABEL_CONTRAST = 3;
const MODES: AppearanceMode[] = [
  'fill',
  'replace_text',
  'cross_out',
  'transparent',
  'fill_and_text',
  'cross_out_and_text',
];
const TEXT_MODES = new Set<AppearanceMode>(['replace_text', 'fill_and_text', 'cross_out_and_text']);
const FILL_MODES = new Set<AppearanceMode>(['fill', 'cross_out', 'fill_and_text', 'cross_out_and_text']);

/** Applies the spec's defaults and validation to a (possibly partial or stored) appearance. */
export function normalizeAppearance(
  partial: Partial<RedactionAppearance> | null | undefined = {},
): RedactionAppearance {
  const p = partial ?? {};
  const mode = MODES.includes(p.mode as AppearanceMode) ? (p.mode as AppearanceMode) : 'fill';
  const hasText = TEXT_MODES.has(mode);
  const hasFill = FILL_MODES.has(mode);
  const text = typeof p.text === 'string' && p.text.trim() !== '' ? p.text : null;
  let fontSize =
    typeof p.font_size === 'number' && Number.isFinite(p.font_size) ? p.font_size : DEFAULT_FONT_SIZE;
  if (fontSize < 4) fontSize = DEFAULT_FONT_SIZE; // the spec resets, not clamps, sizes under 4
  if (fontSize > 72) fontSize = 72;
  const fill: Rgb | null = hasFill ? (toRgb(p.fill_color) ?? [0, 0, 0]) : null;
  return {
    mode,
    fill_color: fill,
    text: hasText ? (text ?? DEFAULT_REPLACEMENT_TEXT) : null,
    // The spec's default is white; the label must still be readable on what is behind it.
    text_color: readableTextColor(toRgb(p.text_color) ?? [1, 1, 1], fill ?? PAGE_WHITE),
    font_size: fontSize,
    align: p.align === 0 || p.align === 2 ? p.align : 1,
    text_source: p.text_source === 'legal_basis' ? 'legal_basis' : 'fixed',
  };
}

/**
 * The colour a label (and a cross) is drawn in: the chosen one when it stands out against what is
 * behind it (the fill, or the page, taken as white, when there is no fill), otherwise black or
 * white, whichever contrasts more. So white "[REDACTED]" never vanishes on a white page, and a
 * black label on a black box becomes white (docs/decisions/0019).
 */
export function readableTextColor(chosen: Rgb, background: Rgb): Rgb {
  if (contrastRatio(chosen, background) >= MIN_LABEL_CONTRAST) return chosen;
  return contrastRatio([0, 0, 0], background) >= contrastRatio([1, 1, 1], background) ? [0, 0, 0] : [1, 1, 1];
}

/** WCAG 2 contrast ratio of two sRGB colours (channels 0–1): 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function luminanceOf(c: Rgb): number {
  const linear = c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/**
 * The label drawn in one box: the mark's own (its legal basis, already resolved to its short label)
 * when the appearance prints codes and the mark has one, otherwise the appearance's fixed text
 * (null in modes without text).
 */
export function labelOf(a: RedactionAppearance, markLabel: string | null | undefined): string | null {
  if (a.mode === 'transparent') return null;
  if (a.text_source === 'legal_basis' && typeof markLabel === 'string' && markLabel.trim() !== '')
    return markLabel.trim();
  return a.text;
}

/** True when the mode draws a fill box. */
export function hasFill(a: RedactionAppearance): boolean {
  return FILL_MODES.has(a.mode);
}

/** True when the mode draws an X across the box. */
export function hasCross(a: RedactionAppearance): boolean {
  return a.mode === 'cross_out' || a.mode === 'cross_out_and_text';
}

function toRgb(value: unknown): Rgb | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  if (!value.every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  return value.map((v: number) => Math.min(1, Math.max(0, v))) as Rgb;
}
