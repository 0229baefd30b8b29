import { useEffect, useState, type RefObject } from 'react';

const THRESHOLDS = [0, 0.1, 0.25, 0.5, 0.75, 1];

/**
 * How much of an element is visible (0–1). Rendering starts at 10 % (spec 2 §9); the ratio also
 * feeds scroll sync, which picks the most visible page.
 */
export function usePageVisibility(ref: RefObject<HTMLElement | null>, onRatio?: (ratio: number) => void): number {
  const [ratio, setRatio] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          setRatio(entry.intersectionRatio);
          onRatio?.(entry.intersectionRatio);
        }
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onRatio]);
  return ratio;
}
