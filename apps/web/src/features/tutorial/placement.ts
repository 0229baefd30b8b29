import { TUTORIAL } from './constants.ts';
import type { CardPosition } from './steps.ts';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The spotlight: the target grown by 8 px on every side (spec 3 §9). */
export function spotlightRect(target: Rect, padding = TUTORIAL.spotlightPadding): Rect {
  return {
    top: target.top - padding,
    left: target.left - padding,
    width: target.width + 2 * padding,
    height: target.height + 2 * padding,
  };
}

/** Centre of the window, the card's place when there is no target (spec 3 §5). */
export function centeredCard(viewport: Viewport, size = cardSize(viewport)): { top: number; left: number } {
  return {
    top: Math.max(0, Math.round((viewport.height - size.height) / 2)),
    left: Math.max(0, Math.round((viewport.width - size.width) / 2)),
  };
}

/** 400 × 250, narrowed on a phone so it still keeps 20 px from both edges. */
export function cardSize(viewport: Viewport): { width: number; height: number } {
  const { width, height, margin } = TUTORIAL.card;
  return { width: Math.min(width, Math.max(0, viewport.width - 2 * margin)), height };
}

function fits(
  position: Exclude<CardPosition, 'center'>,
  target: Rect,
  viewport: Viewport,
  size: { width: number; height: number },
): boolean {
  const { gap, margin } = TUTORIAL.card;
  switch (position) {
    case 'bottom':
      return target.top + target.height + gap + size.height + margin <= viewport.height;
    case 'top':
      return target.top - gap - size.height - margin >= 0;
    case 'right':
      return target.left + target.width + gap + size.width + margin <= viewport.width;
    case 'left':
      return target.left - gap - size.width - margin >= 0;
  }
}

const OPPOSITE = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;

/**
 * Where the card goes: on the step's side of the spotlight with a 20 px gap, else the opposite side,
 * else any side with room, then clamped so it stays 20 px inside the window (spec 3 §5). A card that
 * cannot avoid covering the target (a phone) is still kept inside the window.
 */
export function placeCard(
  target: Rect | null,
  preferred: CardPosition,
  viewport: Viewport,
  size: { width: number; height: number } = cardSize(viewport),
): { top: number; left: number; width: number; height: number; side: CardPosition } {
  if (!target || preferred === 'center') return { ...centeredCard(viewport, size), ...size, side: 'center' };
  const order: Exclude<CardPosition, 'center'>[] = [
    preferred,
    OPPOSITE[preferred],
    'bottom',
    'top',
    'right',
    'left',
  ];
  const side = order.find((candidate) => fits(candidate, target, viewport, size)) ?? preferred;
  const { gap } = TUTORIAL.card;
  let top: number;
  let left: number;
  if (side === 'bottom' || side === 'top') {
    top = side === 'bottom' ? target.top + target.height + gap : target.top - gap - size.height;
    left = target.left + target.width / 2 - size.width / 2;
  } else {
    left = side === 'right' ? target.left + target.width + gap : target.left - gap - size.width;
    top = target.top + target.height / 2 - size.height / 2;
  }
  return { ...clampCard({ top, left }, viewport, size), ...size, side };
}

/** Keeps a card (also a dragged one) 20 px inside the window. */
export function clampCard(
  position: { top: number; left: number },
  viewport: Viewport,
  size = cardSize(viewport),
): { top: number; left: number } {
  const { margin } = TUTORIAL.card;
  const clamp = (value: number, max: number) =>
    Math.round(Math.min(Math.max(value, margin), Math.max(margin, max)));
  return {
    top: clamp(position.top, viewport.height - size.height - margin),
    left: clamp(position.left, viewport.width - size.width - margin),
  };
}

/** Two rectangles at the same place and size (to the pixel): the target has stopped moving. */
export function samePosition(a: Rect, b: Rect): boolean {
  return (
    Math.round(a.top) === Math.round(b.top) &&
    Math.round(a.left) === Math.round(b.left) &&
    Math.round(a.width) === Math.round(b.width) &&
    Math.round(a.height) === Math.round(b.height)
  );
}
