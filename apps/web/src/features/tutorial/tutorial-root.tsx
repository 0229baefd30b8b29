import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../app/auth/use-me.ts';
import { tutorialStore, useTutorial } from './tutorial-instance.ts';

const TutorialOverlay = lazy(() =>
  import('./tutorial-overlay.tsx').then((m) => ({ default: m.TutorialOverlay })),
);
const ResumePrompt = lazy(() => import('./resume-prompt.tsx').then((m) => ({ default: m.ResumePrompt })));

/** The restart link of the settings page: /playground?tutorial=restart (spec 1 §2). */
const RESTART_PARAM = 'tutorial';

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
  const isActive = useTutorial((s) => s.isActive);
  const hasOffer = useTutorial((s) => s.resumeOffer !== null);

  const userId = me?.id ?? null;
  const isFinished = me?.tutorial_finished ?? true;
  const restartRequested = new URLSearchParams(location.search).get(RESTART_PARAM) === 'restart';

  // Armed once per person and per answer of the server: a tour that finishes elsewhere (another
  // tab) closes here; a restart from the settings page is not undone by the flag still being true.
  const armedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    const key = `${userId}:${isFinished}`;
    const previous = armedFor.current;
    if (previous === key) return;
    armedFor.current = key;
    if (restartRequested) return;
    if (previous === `${userId}:false`) {
      if (isFinished) tutorialStore.getState().syncFinished(true);
      return;
    }
    tutorialStore.getState().arm({ id: userId, tutorialFinished: isFinished });
  }, [userId, isFinished, restartRequested]);

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
