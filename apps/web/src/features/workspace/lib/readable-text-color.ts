type Rgb = [number, number, number];

/** WCAG 2 contrast asked of labels; the same rule as packages/pdf/src/appearance.ts (docs/decisions/0019). */
const MIN_LABEL_CONTRAST = 3;

function luminanceOf(c: Rgb): number {
  const linear = c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The label colour the redacted PDF will get, so the picker shows what the file shows: the chosen
 * colour when it contrasts 3:1 with the fill (or the white page without one), else black or white.
 */
export function readableTextColor(chosen: Rgb, fill: Rgb | null): Rgb {
  const background: Rgb = fill ?? [1, 1, 1];
  if (contrastRatio(chosen, background) >= MIN_LABEL_CONTRAST) return chosen;
  return contrastRatio([0, 0, 0], background) >= contrastRatio([1, 1, 1], background) ? [0, 0, 0] : [1, 1, 1];
}
