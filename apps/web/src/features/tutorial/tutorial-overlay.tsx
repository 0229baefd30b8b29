import { ActionIcon, Button, Group, Paper, Progress, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconGripHorizontal, IconX } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TUTORIAL } from './constants.ts';
import { findStableTarget, queryTarget, rectOf } from './find-target.ts';
import { clampCard, placeCard, spotlightRect, type Rect } from './placement.ts';
import { StepMedia } from './step-media.tsx';
import { TUTORIAL_STEPS, type TutorialStep } from './steps.ts';
import { tutorialStore, useTutorial } from './tutorial-instance.ts';
import './tutorial.css';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** True when the page shows the step's route: its path and every query value it names. */
function isOnRoute(step: TutorialStep, pathname: string, search: string): boolean {
  const [path, query = ''] = step.route.split('?');
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(search);
  for (const [key, value] of wanted) if (current.get(key) !== value) return false;
  return true;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the tour's own controls (the card, the emergency close): the page
 * behind the spotlight cannot be reached with the keyboard, as it cannot with the mouse.
 */
function keepFocusInside(root: HTMLElement, event: KeyboardEvent): void {
  const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isInside = active instanceof Node && root.contains(active);
  const wrap = event.shiftKey ? !isInside || active === first : !isInside || active === last;
  if (!wrap) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

function accessibleName(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 80);
}

interface Placement {
  /** The step this placement was made for: a new step starts unplaced, in its very first render. */
  stepId: string;
  target: Rect | null;
  name: string;
  isMissing: boolean;
  isSettled: boolean;
}

const unplaced = (stepId: string): Placement => ({
  stepId,
  target: null,
  name: '',
  isMissing: false,
  isSettled: false,
});

/**
 * The tour's overlay (spec 3 §2): a spotlight 8 px around the step's element, a card beside it
 * (400 × 250, 20 px away, 20 px inside the window, centred without a target) that can be dragged by
 * its header, a progress bar over 26 counted steps, and the keyboard: Escape skips, Right or Enter
 * goes on, Left goes back. The page does not scroll while the tour runs.
 */
export function TutorialOverlay() {
  const { t } = useTranslation('tutorial');
  const index = useTutorial((s) => s.currentStepIndex);
  const step = TUTORIAL_STEPS[index]!;
  const navigate = useNavigate();
  const location = useLocation();
  const [measured, setPlacement] = useState<Placement>(unplaced(''));
  const placement = measured.stepId === step.id ? measured : unplaced(step.id);
  const [dragged, setDragged] = useState<{ top: number; left: number } | null>(null);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const [cardHeight, setCardHeight] = useState<number>(TUTORIAL.card.height);
  const cardRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const elementRef = useRef<HTMLElement | null>(null);
  const onRoute = isOnRoute(step, location.pathname, location.search);
  const isFirst = index === 0;
  const isLast = index === TUTORIAL_STEPS.length - 1;
  // Spec 3 §3: a step may forbid skipping (none does today): then no Skip button and no Escape.
  const canSkip = step.skipEnabled;
  const { next, previous, skip, complete, close } = tutorialStore.getState();

  // A step on another page: go there after 0.1 s (spec 3 §4).
  useEffect(() => {
    if (onRoute) return;
    const timer = window.setTimeout(() => navigate(step.route), TUTORIAL.routeChangeDelayMs);
    return () => window.clearTimeout(timer);
  }, [onRoute, step.route, navigate]);

  // Find the target once the page shows the step: wait, look up to 15 times for two equal places,
  // scroll it into view, then spotlight it. Without a target the card is centred, and after 3 s the
  // emergency close button appears.
  useEffect(() => {
    setDragged(null);
    setPlacement(unplaced(step.id));
    elementRef.current = null;
    if (!onRoute) return;
    const controller = new AbortController();
    const missingTimer = step.target
      ? window.setTimeout(
          () => setPlacement((p) => (p.target ? p : { ...p, isMissing: true })),
          TUTORIAL.missingTargetTimeoutMs,
        )
      : undefined;
    void (async () => {
      const delay =
        step.id === 'welcome'
          ? TUTORIAL.welcomeDelayMs
          : step.route !== '/playground'
            ? TUTORIAL.placementDelayWithRouteMs
            : TUTORIAL.placementDelayMs;
      await sleep(delay);
      if (controller.signal.aborted) return;
      if (!step.target) {
        setPlacement({ stepId: step.id, target: null, name: '', isMissing: false, isSettled: true });
        return;
      }
      const target = step.target;
      const found = await findStableTarget({
        measure: () => {
          const element = queryTarget(document, target);
          return element ? rectOf(element) : null;
        },
        sleep,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const element = found ? queryTarget(document, target) : null;
      if (!element) {
        console.warn(`Sladd tutorial: no element for step "${step.id}"`);
        setPlacement({ stepId: step.id, target: null, name: '', isMissing: false, isSettled: true });
        return;
      }
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await sleep(TUTORIAL.scrollIntoViewDelayMs);
      if (controller.signal.aborted) return;
      elementRef.current = element;
      await sleep(TUTORIAL.spotlightDelayMs);
      if (controller.signal.aborted) return;
      window.clearTimeout(missingTimer);
      setPlacement({
        stepId: step.id,
        target: rectOf(element),
        name: accessibleName(element),
        isMissing: false,
        isSettled: true,
      });
    })();
    return () => {
      controller.abort();
      window.clearTimeout(missingTimer);
    };
  }, [step, onRoute]);

  // The spotlight follows its element when the window changes size or the page moves it.
  useEffect(() => {
    const update = () => {
      setViewport({ width: window.innerWidth, height: window.innerHeight });
      const element = elementRef.current;
      if (element?.isConnected) setPlacement((p) => ({ ...p, target: rectOf(element) }));
    };
    window.addEventListener('resize', update);
    const interval = window.setInterval(update, 500);
    return () => {
      window.removeEventListener('resize', update);
      window.clearInterval(interval);
    };
  }, []);

  // No page scrolling while the tour runs.
  useEffect(() => {
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, []);

  // Focus moves into the card at every step, so a keyboard or screen-reader user follows the tour.
  useEffect(() => {
    if (placement.isSettled) headingRef.current?.focus({ preventScroll: true });
  }, [placement.isSettled, index]);

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const observer = new ResizeObserver(() => setCardHeight(card.offsetHeight));
    observer.observe(card);
    return () => observer.disconnect();
  }, []);

  const goNext = useCallback(() => (isLast ? complete() : next()), [isLast, complete, next]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const root = rootRef.current;
      const isInside = root !== null && event.target instanceof Node && root.contains(event.target);
      if (event.key === 'Tab') {
        if (root) keepFocusInside(root, event);
        return;
      }
      // Alt+Left is the browser's Back, Ctrl/Cmd+arrows edit text: not the tour's keys.
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (canSkip) skip();
      } else if (event.key === 'ArrowRight' || event.key === 'Enter') {
        // Enter on one of the tour's own buttons is that button's click; on the page's, it is Next.
        if (
          event.key === 'Enter' &&
          isInside &&
          event.target instanceof HTMLElement &&
          event.target.closest('button, a')
        )
          return;
        event.preventDefault();
        event.stopPropagation();
        goNext();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        event.stopPropagation();
        if (!isFirst) previous();
      } else if (event.key === ' ' && !isInside) {
        // Space would press the page's focused control under the spotlight.
        event.preventDefault();
        event.stopPropagation();
      }
    }
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [goNext, isFirst, previous, skip, canSkip]);

  const dragStart = useRef<{ x: number; y: number; top: number; left: number } | null>(null);
  const size = {
    width: Math.min(TUTORIAL.card.width, viewport.width - 2 * TUTORIAL.card.margin),
    height: cardHeight,
  };
  const placed = placeCard(placement.target, step.target ? step.position : 'center', viewport, size);
  const position = dragged ? clampCard(dragged, viewport, size) : placed;

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragStart.current = { x: event.clientX, y: event.clientY, top: position.top, left: position.left };
  }
  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const start = dragStart.current;
    if (!start) return;
    setDragged({ top: start.top + event.clientY - start.y, left: start.left + event.clientX - start.x });
  }
  function onPointerUp() {
    dragStart.current = null;
  }

  const spot = placement.target ? spotlightRect(placement.target) : null;
  const counted = index; // the welcome card is 0; the 26 steps after it count 1…26
  const showCard = placement.isSettled || placement.isMissing;

  return createPortal(
    <div
      ref={rootRef}
      className="tutorial-root"
      data-testid="tutorial-overlay"
      data-step={step.id}
      data-settled={placement.isSettled ? '' : undefined}
    >
      <div className={spot ? 'tutorial-blocker' : 'tutorial-blocker tutorial-dim'} aria-hidden="true" />
      {spot && (
        <div
          className="tutorial-spotlight"
          aria-hidden="true"
          data-testid="tutorial-spotlight"
          style={{ top: spot.top, left: spot.left, width: spot.width, height: spot.height }}
        />
      )}
      <Paper
        ref={cardRef}
        className={dragged ? 'tutorial-card is-dragged' : 'tutorial-card'}
        shadow="xl"
        radius="md"
        withBorder
        role="dialog"
        aria-modal="false"
        aria-labelledby="tutorial-title"
        aria-describedby="tutorial-description"
        data-testid="tutorial-card"
        style={{
          top: position.top,
          left: position.left,
          width: size.width,
          visibility: showCard ? 'visible' : 'hidden',
        }}
      >
        <div
          className="tutorial-card-header"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          data-testid="tutorial-drag-handle"
        >
          <IconGripHorizontal size={16} aria-hidden="true" className="tutorial-grip" />
          <Text size="xs" c="dimmed" fw={600}>
            {isFirst
              ? t('card.welcomeLabel')
              : t('card.counter', { step: counted, total: TUTORIAL.countedSteps })}
          </Text>
          {canSkip && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={skip}
              aria-label={t('card.skip')}
              title={t('card.skip')}
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </div>
        <Progress
          value={(counted / TUTORIAL.countedSteps) * 100}
          size="xs"
          radius={0}
          aria-label={t('card.progress', { step: counted, total: TUTORIAL.countedSteps })}
        />
        <div className="tutorial-card-body">
          <Title order={2} size="h4" id="tutorial-title" ref={headingRef} tabIndex={-1}>
            {t(`steps.${step.id}.title`)}
          </Title>
          <Text size="sm" id="tutorial-description">
            {t(`steps.${step.id}.description`)}
          </Text>
          {step.animation && <StepMedia animation={step.animation} />}
        </div>
        <Group justify="space-between" className="tutorial-card-footer" wrap="nowrap">
          {canSkip ? (
            <Button variant="subtle" color="gray" size="xs" onClick={skip}>
              {t('card.skip')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs" wrap="nowrap">
            {!isFirst && (
              <Button variant="default" size="xs" onClick={previous}>
                {t('card.previous')}
              </Button>
            )}
            <Button size="xs" onClick={goNext} data-testid="tutorial-next">
              {isLast ? t('card.complete') : isFirst ? t('card.start') : t('card.next')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <VisuallyHidden aria-live="polite">
        {placement.target && placement.name ? t('card.spotlighted', { name: placement.name }) : ''}
      </VisuallyHidden>
      {placement.isMissing && (
        <Button
          className="tutorial-emergency"
          color="red"
          onClick={close}
          title={t('card.emergencyClose')}
          data-testid="tutorial-emergency-close"
        >
          {t('card.emergencyClose')}
        </Button>
      )}
    </div>,
    document.body,
  );
}
