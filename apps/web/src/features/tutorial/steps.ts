/**
 * The guided tutorial's steps (spec 3 §2 "Guided tutorial overlay", §3 "Tutorial step").
 *
 * The spec names 27 steps in six phases and counts 26 for the progress bar. The welcome card is the
 * tour's cover: it spotlights nothing and is not numbered, so the 26 steps after it are counted
 * 1…26 and the progress bar reaches 100 % exactly on the last one (decision 0047).
 *
 * `target` is the value of a `data-tutorial` attribute on the real page — never a CSS class, so a
 * restyle cannot break the tour. `route` is where the step lives; the overlay navigates there.
 */
export type TutorialPhase =
  'toolbar' | 'sidebar' | 'navigation' | 'settings' | 'subscription' | 'organization';
export type CardPosition = 'top' | 'bottom' | 'left' | 'right' | 'center';
export type AnimationType = 'gif' | 'svg' | 'video' | 'lottie';

export interface StepAnimation {
  type: AnimationType;
  /** File name under /videos without extension; Norwegian videos add `_no`. */
  name: string;
  width: number;
  height: number;
}

export interface TutorialStep {
  id: string;
  phase: TutorialPhase;
  /** `data-tutorial` value of the element to spotlight; null centres the card. */
  target: string | null;
  position: CardPosition;
  route: string;
  skipEnabled: boolean;
  animation?: StepAnimation;
  /** Something the page must show for the target to exist (the user menu open). */
  needs?: 'user-menu-open';
}

const video = (name: string): StepAnimation => ({ type: 'video', name, width: 360, height: 140 });

const WORKSPACE = '/playground';

function toolbar(id: string, position: CardPosition = 'bottom', withVideo = true): TutorialStep {
  return {
    id: `toolbar-${id}`,
    phase: 'toolbar',
    target: `toolbar-${id}`,
    position,
    route: WORKSPACE,
    skipEnabled: true,
    ...(withVideo ? { animation: video(`toolbar-${id}`) } : {}),
  };
}

function sidebar(id: string): TutorialStep {
  return {
    id: `sidebar-${id}`,
    phase: 'sidebar',
    target: `sidebar-${id}`,
    position: 'right',
    route: WORKSPACE,
    skipEnabled: true,
  };
}

function navigation(id: string, target: string, needsMenu: boolean): TutorialStep {
  return {
    id: `navigation-${id}`,
    phase: 'navigation',
    target,
    position: needsMenu ? 'left' : 'bottom',
    route: WORKSPACE,
    skipEnabled: true,
    ...(needsMenu ? { needs: 'user-menu-open' as const } : {}),
  };
}

function settings(tab: string): TutorialStep {
  return {
    id: `settings-${tab}`,
    phase: 'settings',
    target: tab,
    position: 'bottom',
    route: `/user/settings?tab=${tab}`,
    skipEnabled: true,
  };
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'welcome', phase: 'toolbar', target: null, position: 'center', route: WORKSPACE, skipEnabled: true },
  toolbar('upload'),
  toolbar('search'),
  toolbar('detect'),
  toolbar('redact'),
  toolbar('save', 'bottom', false),
  toolbar('print', 'bottom', false),
  toolbar('edit'),
  sidebar('thumbnails'),
  sidebar('files'),
  sidebar('detection'),
  sidebar('search'),
  sidebar('redaction'),
  sidebar('settings'),
  sidebar('history'),
  // The menu button first, then the entries it opens (the spec lists settings first).
  navigation('user-menu', 'user-menu', false),
  navigation('settings', 'menu-settings', true),
  navigation('subscription', 'menu-subscription', true),
  navigation('organization', 'menu-organization', true),
  settings('general'),
  settings('account'),
  settings('entity'),
  settings('search'),
  settings('banlist'),
  {
    id: 'subscription-overview',
    phase: 'subscription',
    target: 'subscription',
    position: 'bottom',
    // The tab named, so Previous from API keys goes back to it (a bare path would match ?tab=apikeys).
    route: '/subscription/manage?tab=subscription',
    skipEnabled: true,
  },
  {
    id: 'subscription-apikeys',
    phase: 'subscription',
    target: 'apikeys',
    position: 'bottom',
    route: '/subscription/manage?tab=apikeys',
    skipEnabled: true,
  },
  {
    id: 'organization-overview',
    phase: 'organization',
    target: 'organization-overview',
    position: 'bottom',
    route: '/organization',
    skipEnabled: true,
  },
];
