import { fr } from '../../i18n/shell';

/** The navigation actions a step can highlight (part 1 §2 General behaviour). */
export type NavAction = 'home' | 'methods' | 'subjects' | 'pick' | 'leaderboard' | 'pricing' | 'auth' | 'account' | 'admin' | 'profile';

export type StepId = keyof typeof fr.tutorial.steps;

/** A tutorial step (part 1 §3): where it is shown, what it spotlights, and where its Next goes. */
export interface TutorialStep {
  id: StepId;
  route: string;
  title: string;
  description: string;
  nav?: { action: NavAction; label: string; targetRoute: string };
  /** A CSS selector list: the first visible match is spotlighted, else the page header. */
  focus: { selector: string; padding: number };
  dim: boolean;
  nextLabel: string;
}

/** The address of each navigation action a step can lead to. */
export const NAV_ROUTES: Partial<Record<NavAction, string>> = {
  methods: '/methods',
  subjects: '/subjects',
  pick: '/pick',
  leaderboard: '/leaderboard',
  auth: '/auth',
  account: '/account',
};

type StepShape = [id: StepId, route: string, selector: string, nav?: NavAction];

/** Navigation links carry `data-tutorial="nav-<action>"` (header and side menu). */
const navTarget = (action: NavAction) => `[data-tutorial="nav-${action}"]`;

const SHAPES: StepShape[] = [
  ['leaderboard-intro', '/', navTarget('leaderboard'), 'leaderboard'],
  ['leaderboard-overview', '/leaderboard', '.leaderboard, .leaderboard-empty'],
  ['leaderboard-to-auth', '/leaderboard', navTarget('auth'), 'auth'],
  ['signup', '/auth', '.auth-card'],
  ['methods-nav', '/auth', navTarget('methods'), 'methods'],
  ['methods-overview', '/methods', '[data-tutorial="methods-grid"]'],
  ['subjects-nav', '/methods', navTarget('subjects'), 'subjects'],
  ['subjects-create', '/subjects', '.new-subject'],
  ['subjects-chapters', '/subjects', '.subjects-list'],
  ['session-nav', '/subjects', navTarget('pick'), 'pick'],
  ['session-method', '/pick', '.method-choice'],
  ['session-subject', '/pick', '#pick-subject, .pick-layout .empty-state'],
  ['session-chapter', '/pick', '#pick-chapter, .pick-target__empty, .pick-layout .empty-state'],
  ['session-start', '/pick', '.pick-actions, .pick-layout .empty-state'],
  ['profile-nav', '/pick', navTarget('account'), 'account'],
  ['profile-customize', '/account', '.account-grid'],
];

/** The 16 steps in order (ARCHITECTURE.md ruling: all 16 ids, counted as 16). */
export const TUTORIAL_STEPS: readonly TutorialStep[] = SHAPES.map(([id, route, selector, action]) => {
  const text: { title: string; description: string; nextLabel: string; navLabel?: string } = fr.tutorial.steps[id];
  return {
    id,
    route,
    title: text.title,
    description: text.description,
    ...(action ? { nav: { action, label: text.navLabel ?? text.nextLabel, targetRoute: NAV_ROUTES[action]! } } : {}),
    focus: { selector, padding: action ? 6 : 12 },
    dim: true,
    nextLabel: text.nextLabel,
  };
});
