/**
 * Page margins and the smallest scale per screen size (spec 2 §9 responsive page scale). Pages
 * shrink to fit a narrow area but never grow past 1 here: zoom stays the person's choice.
 */
export function fitScale(areaWidth: number | undefined, pageWidth: number): number {
  if (!areaWidth || pageWidth <= 0) return 1;
  const viewport = typeof window === 'undefined' ? areaWidth : window.innerWidth;
  const margin = viewport < 768 ? 16 : viewport < 1024 ? 24 : 32;
  const minimum = viewport < 768 ? 0.4 : 0.5;
  // Card padding (12 px each side) and the area's own padding are part of the margin budget.
  const available = areaWidth - 2 * margin - 24;
  return Math.min(1, Math.max(minimum, available / pageWidth));
}
