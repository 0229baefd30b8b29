export type AppearanceMode =
  'fill' | 'replace_text' | 'cross_out' | 'transparent' | 'fill_and_text' | 'cross_out_and_text';
export type Rgb = [number, number, number];

/** How a redacted area looks afterwards (spec 2 §3, §4). */
export interface RedactionAppearance {
  mode: AppearanceMode;
  fill_color: Rgb | null;
  text: string | null;
  text_color: Rgb;
  font_size: number;
  /** 0 left, 1 center, 2 right. */
  align: 0 | 1 | 2;
}

export const DEFAULT_REPLACEMENT_TEXT = '[REDACTED]';
export const DEFAULT_FONT_SIZE = 11;
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
  return {
    mode,
    fill_color: hasFill ? (toRgb(p.fill_color) ?? [0, 0, 0]) : null,
    text: hasText ? (text ?? DEFAULT_REPLACEMENT_TEXT) : null,
    // White (the spec's default) is unreadable without a fill behind it, so text-only
    // replace_text falls back to black when no colour was chosen.
    text_color: toRgb(p.text_color) ?? (hasFill ? [1, 1, 1] : [0, 0, 0]),
    font_size: fontSize,
    align: p.align === 0 || p.align === 2 ? p.align : 1,
  };
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
