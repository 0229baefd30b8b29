import { TUTORIAL } from './constants.ts';
import { samePosition, type Rect } from './placement.ts';

export interface TargetProbe {
  /** The target's rectangle now, or null while it is not on the page (or has no size). */
  measure: () => Rect | null;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * Looks for the step's target up to 15 times, 100 ms apart, and accepts it once two measurements in
 * a row agree (spec 3 §4) — a tab still sliding in or a page still laying out is not spotlighted
 * half-way. Gives the last place seen when it never settles, null when it never appeared.
 */
export async function findStableTarget(probe: TargetProbe): Promise<Rect | null> {
  let previous: Rect | null = null;
  let streak = 0;
  let last: Rect | null = null;
  for (let attempt = 0; attempt < TUTORIAL.targetRetries; attempt += 1) {
    if (probe.signal?.aborted) return null;
    const rect = probe.measure();
    if (rect) {
      last = rect;
      streak = previous && samePosition(previous, rect) ? streak + 1 : 1;
      if (streak >= TUTORIAL.stablePositionsNeeded) return rect;
    } else {
      streak = 0;
    }
    previous = rect;
    if (attempt < TUTORIAL.targetRetries - 1) await probe.sleep(TUTORIAL.targetRetryIntervalMs);
  }
  return last;
}

/** The element a step spotlights: `[data-tutorial="…"]`, the first one that is visible. */
export function queryTarget(doc: Document, target: string): HTMLElement | null {
  const candidates = doc.querySelectorAll<HTMLElement>(`[data-tutorial="${CSS.escape(target)}"]`);
  for (const element of candidates) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return element;
  }
  return null;
}

export function rectOf(element: Element): Rect {
  const box = element.getBoundingClientRect();
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}
