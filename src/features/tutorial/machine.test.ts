import { describe, expect, it } from 'vitest';
import { arrive, authenticated, currentStep, dismiss, initialState, next, skip, start, type TutorialState } from './machine';
import { TUTORIAL_STEPS as steps } from './steps';

const at = (id: string): TutorialState => ({ status: 'active', index: steps.findIndex((step) => step.id === id) });
const idOf = (state: TutorialState) => currentStep(steps, state)?.id ?? null;

describe('tutorial steps', () => {
  it('lists the 16 ids in the order of the spec, the last one finishing the tour', () => {
    expect(steps.map((step) => step.id)).toEqual([
      'leaderboard-intro', 'leaderboard-overview', 'leaderboard-to-auth', 'signup', 'methods-nav', 'methods-overview',
      'subjects-nav', 'subjects-create', 'subjects-chapters', 'session-nav', 'session-method', 'session-subject',
      'session-chapter', 'session-start', 'profile-nav', 'profile-customize',
    ]);
    expect(steps.at(-1)?.nextLabel).toBe('Terminer');
  });

  it('chains the pages: each navigation step leads to the route of the step after it', () => {
    for (const [i, step] of steps.entries()) {
      if (step.nav) expect(steps[i + 1]?.route).toBe(step.nav.targetRoute);
    }
  });
});

describe('tutorial transitions', () => {
  it('offers the tour only when no status is stored', () => {
    expect(initialState(null)).toEqual({ status: 'prompt' });
    expect(initialState('dismissed')).toEqual({ status: 'hidden' });
    expect(initialState('completed')).toEqual({ status: 'hidden' });
  });

  it('starts at the first step of the current page, else at the first step', () => {
    expect(idOf(start(steps, '/').state)).toBe('leaderboard-intro');
    expect(idOf(start(steps, '/pick').state)).toBe('session-method');
    expect(idOf(start(steps, '/pricing').state)).toBe('leaderboard-intro');
  });

  it('stores dismissed when the tour is refused or abandoned', () => {
    expect(dismiss()).toEqual({ state: { status: 'hidden' }, persist: 'dismissed' });
  });

  it('navigates on Next while away from the target page, and arriving there advances', () => {
    const first = next(steps, at('leaderboard-intro'), '/');
    expect(first).toEqual({ state: at('leaderboard-intro'), navigateTo: '/leaderboard' });
    expect(idOf(arrive(steps, first.state, '/leaderboard').state)).toBe('leaderboard-overview');
  });

  it('advances on Next when already on the target page, or when the step has no navigation', () => {
    expect(idOf(next(steps, at('leaderboard-intro'), '/leaderboard').state)).toBe('leaderboard-overview');
    expect(idOf(next(steps, at('subjects-create'), '/subjects').state)).toBe('subjects-chapters');
  });

  it('skips without navigating', () => {
    const outcome = skip(steps, at('session-nav'));
    expect(outcome.navigateTo).toBeUndefined();
    expect(idOf(outcome.state)).toBe('session-method');
  });

  it('ignores arrival on other pages', () => {
    expect(arrive(steps, at('leaderboard-intro'), '/pricing').state).toEqual(at('leaderboard-intro'));
    expect(arrive(steps, at('session-method'), '/pick').state).toEqual(at('session-method'));
  });

  it('leaves the signup step once the user is signed in, and only then', () => {
    expect(idOf(authenticated(steps, at('signup'), true).state)).toBe('methods-nav');
    expect(authenticated(steps, at('signup'), false).state).toEqual(at('signup'));
    expect(authenticated(steps, at('subjects-create'), true).state).toEqual(at('subjects-create'));
  });

  it('stores completed after the last step', () => {
    expect(next(steps, at('profile-customize'), '/account')).toEqual({ state: { status: 'hidden' }, persist: 'completed' });
    expect(skip(steps, at('profile-customize')).persist).toBe('completed');
  });

  it('does nothing while hidden or prompting', () => {
    expect(next(steps, { status: 'prompt' }, '/')).toEqual({ state: { status: 'prompt' } });
    expect(skip(steps, { status: 'hidden' })).toEqual({ state: { status: 'hidden' } });
  });
});
