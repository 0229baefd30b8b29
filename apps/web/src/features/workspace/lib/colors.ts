import type { DetectionModel, HighlightType } from '../types.ts';

/** Default colours (spec 2 §9); the user's settings override them when present. */
export const DEFAULT_COLORS = {
  manual: '#00ff15',
  search: '#71c4ff',
  fast: '#ffd771',
  advanced: '#7171ff',
  standard: '#71ffa0',
} as const;

export type ColorKey = keyof typeof DEFAULT_COLORS;

export const OPACITY: Record<HighlightType, number> = { MANUAL: 0.5, SEARCH: 0.4, ENTITY: 0.4 };

export function colorKeyOf(type: HighlightType, model?: DetectionModel): ColorKey {
  if (type === 'MANUAL') return 'manual';
  if (type === 'SEARCH') return 'search';
  return model ?? 'fast';
}

/** '#rrggbb' → [r,g,b] in 0–1 (the redaction appearance unit). */
export function hexToRgb01(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const number = parseInt(full, 16);
  return [((number >> 16) & 255) / 255, ((number >> 8) & 255) / 255, (number & 255) / 255];
}

export function rgb01ToHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, '0')).join('')}`;
}
