import { useEffect, type RefObject } from 'react';

/** Drag-to-pan above zoom 1: pressing and moving scrolls the container like a hand tool. */
export function useDragPan(ref: RefObject<HTMLElement | null>, isEnabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled) return;
    let origin: { x: number; y: number; left: number; top: number } | null = null;
    const handleDown = (event: MouseEvent) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, input, .ws-highlight')) return;
      origin = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
      element.style.cursor = 'grabbing';
    };
    const handleMove = (event: MouseEvent) => {
      if (!origin) return;
      element.scrollLeft = origin.left - (event.clientX - origin.x);
      element.scrollTop = origin.top - (event.clientY - origin.y);
    };
    const handleUp = () => {
      origin = null;
      element.style.cursor = '';
    };
    element.addEventListener('mousedown', handleDown);
    window.addEventListener('mousemove', handleMove);
    window.addEventListener('mouseup', handleUp);
    return () => {
      element.removeEventListener('mousedown', handleDown);
      window.removeEventListener('mousemove', handleMove);
      window.removeEventListener('mouseup', handleUp);
    };
  }, [ref, isEnabled]);
}
