import type { TutorialStep } from './steps';

/** Hidden, offering the tour, or running it at `index` (part 1 §4 Tutorial). */
export type TutorialState = { status: 'hidden' } | { status: 'prompt' } | { status: 'active'; index: number };

/** What the browser remembers once the tour is over; nothing stored means it was never offered. */
export type StoredStatus = 'dismissed' | 'completed';

/** A transition's result: the next state, plus the side effects the host must carry out. */
export interface Outcome {
  state: TutorialState;
  navigateTo?: string;
  persist?: StoredStatus;
}

export function initialState(stored: string | null): TutorialState {
  return stored === 'dismissed' || stored === 'completed' ? { status: 'hidden' } : { status: 'prompt' };
}

/** 'Lancer': the first step shown on the current page, otherwise the first step. */
export function start(steps: readonly TutorialStep[], path: string): Outcome {
  const index = steps.findIndex((step) => step.route === path);
  return { state: { status: 'active', index: Math.max(0, index) } };
}

/** 'Pas maintenant' and 'Abandonner le tutoriel'. */
export function dismiss(): Outcome {
  return { state: { status: 'hidden' }, persist: 'dismissed' };
}

function advance(steps: readonly TutorialStep[], index: number): Outcome {
  if (index + 1 >= steps.length) return { state: { status: 'hidden' }, persist: 'completed' };
  return { state: { status: 'active', index: index + 1 } };
}

export function currentStep(steps: readonly TutorialStep[], state: TutorialState): TutorialStep | null {
  return state.status === 'active' ? (steps[state.index] ?? null) : null;
}

/** Next: a step with navigation first goes to its target (arriving there advances), else advances. */
export function next(steps: readonly TutorialStep[], state: TutorialState, path: string): Outcome {
  if (state.status !== 'active') return { state };
  const nav = steps[state.index]?.nav;
  if (nav && path !== nav.targetRoute) return { state, navigateTo: nav.targetRoute };
  return advance(steps, state.index);
}

/** 'Passer cette étape': advances without navigating. */
export function skip(steps: readonly TutorialStep[], state: TutorialState): Outcome {
  return state.status === 'active' ? advance(steps, state.index) : { state };
}

/** Arriving at the page a navigation step leads to advances to the step shown there. */
export function arrive(steps: readonly TutorialStep[], state: TutorialState, path: string): Outcome {
  if (state.status !== 'active') return { state };
  const nav = steps[state.index]?.nav;
  return nav && nav.targetRoute === path ? advance(steps, state.index) : { state };
}

/** The signup step is done as soon as the user is signed in. */
export function authenticated(steps: readonly TutorialStep[], state: TutorialState, signedIn: boolean): Outcome {
  if (state.status !== 'active' || !signedIn || steps[state.index]?.id !== 'signup') return { state };
  return advance(steps, state.index);
}
