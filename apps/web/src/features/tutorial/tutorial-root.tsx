import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { type Me, useMe } from '../../lib/queries/use-me.ts';
import { queryKeys } from '../../lib/queries/query-keys.ts';
import { TUTORIAL_STEPS } from './steps.ts';
import { tutorialStore, useTutorial } from './tutorial-instance.ts';

const TutorialOverlay = lazy(() =>
  import('./tutorial-overlay.tsx').then((m) => ({ default: m.TutorialOverlay })),
);
const ResumePrompt = lazy(() => import('./resume-prompt.tsx').then((m) => ({ default: m.ResumePrompt })));

/** The restart link of the settings page: /playground?tutorial=restart (spec 1 §2). */
const RESTART_PARAM = 'tutorial';

/** The tour starts on the workspace, its first step's page (spec 3 §2)… */
const START_PATH = TUTORIAL_STEPS[0]!.route;
/** …and an interrupted one is offered again on the pages it visits, never on checkout or pricing… */
const STEP_PATHS = TUTORIAL_STEPS.map((step) => step.route.split('?')[0]!);
/** …under any path the router serves them at (settings is also at /settings). */
const ALIASES: Record<string, string> = { '/settings': '/user/settings' };
const TOURED_PATHS = new Set([
  ...STEP_PATHS,
  ...Object.keys(ALIASES).filter((alias) => STEP_PATHS.includes(ALIASES[alias]!)),
]);

/**
 * Arms the guided tour for the signed-in person (spec 3 §4): it starts by itself 2 s after load
 * when their `tutorial_finished` is false, offers to resume an interrupted tour, restarts from the
 * settings page, and closes when the server says they finished. The overlay's code loads only when
 * it is needed.
 */
export function TutorialRoot() {
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isActive = useTutorial((s) => s.isActive);
  const hasOffer = useTutorial((s) => s.resumeOffer !== null);

  const userId = me?.id ?? null;
  const isFinished = me?.tutorial_finished ?? true;
  const restartRequested = new URLSearchParams(location.search).get(RESTART_PARAM) === 'restart';

  // Armed once per person and per answer of the server: a tour that finishes elsewhere (another
  // tab) closes here; a restart from the settings page is not undone by the flag still being true.
  // Someone who signs in on another page (pricing, a checkout) is not pulled to the workspace: the
  // tour waits until they get there.
  const pathname = location.pathname;
  const armedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    const key = `${userId}:${isFinished}`;
    const previous = armedFor.current;
    if (previous === key) return;
    if (restartRequested) {
      armedFor.current = key;
      return;
    }
    if (previous === `${userId}:false`) {
      armedFor.current = key;
      if (isFinished) tutorialStore.getState().syncFinished(true);
      return;
    }
    if (!TOURED_PATHS.has(pathname)) return;
    const armed = tutorialStore
      .getState()
      .arm({ id: userId, tutorialFinished: isFinished, autoStart: pathname === START_PATH });
    armedFor.current = armed === 'armed' ? key : null;
  }, [userId, isFinished, restartRequested, pathname]);

  // Leaving the workspace in the 2 s before the tour starts calls the start off until they are back.
  useEffect(() => {
    if (pathname !== START_PATH && tutorialStore.getState().holdStart()) armedFor.current = null;
  }, [pathname]);

  // Finished here (skip, Escape, Complete): the person's cached profile says so at once, so a later
  // refresh of it does not read as "finished elsewhere" and close a tour restarted meanwhile.
  useEffect(
    () =>
      tutorialStore.subscribe((state, before) => {
        if (!state.finished || before.finished) return;
        queryClient.setQueryData<Me | null>(queryKeys.me, (me) =>
          me && !me.tutorial_finished ? { ...me, tutorial_finished: true } : me,
        );
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!userId || !restartRequested) return;
    tutorialStore.getState().restart(userId);
    const params = new URLSearchParams(location.search);
    params.delete(RESTART_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [userId, restartRequested, location.pathname, location.search, navigate]);

  useEffect(() => {
    const flush = () => tutorialStore.getState().flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      {isActive && <TutorialOverlay />}
      {!isActive && hasOffer && <ResumePrompt />}
    </Suspense>
  );
}
