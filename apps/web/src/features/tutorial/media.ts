import type { StepAnimation } from './steps.ts';

/**
 * The address of a step's animation (spec 3 §7 "Tutorial media check"): in Norwegian, a HEAD request
 * asks whether `/videos/{name}_no.webm` exists and falls back to the English one; other languages use
 * `/videos/{name}.webm` directly. GIF and SVG steps use the same name with a .gif extension (as the
 * spec's table says: one file kind for pictures).
 * Lottie has no file: the card shows a placeholder.
 */
export async function resolveMediaUrl(
  animation: StepAnimation,
  language: string,
  head: (url: string) => Promise<boolean>,
): Promise<string | null> {
  if (animation.type === 'lottie') return null;
  if (animation.type === 'gif' || animation.type === 'svg') return `/videos/${animation.name}.gif`;
  const english = `/videos/${animation.name}.webm`;
  if (language !== 'no') return english;
  const norwegian = `/videos/${animation.name}_no.webm`;
  try {
    return (await head(norwegian)) ? norwegian : english;
  } catch {
    return english;
  }
}

/**
 * A Norwegian video that exists but fails to play falls back to the English one (spec 3 §8); null
 * when the address is not a Norwegian video (nothing left to try).
 */
export function englishFallback(url: string): string | null {
  return url.endsWith('_no.webm') ? `${url.slice(0, -'_no.webm'.length)}.webm` : null;
}

/** The browser's HEAD check: only a 2xx video answer counts (the SPA answers unknown pages with HTML). */
export async function headExists(url: string): Promise<boolean> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  return response.ok && !type.startsWith('text/html');
}
