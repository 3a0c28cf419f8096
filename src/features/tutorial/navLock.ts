import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { navLockAtom } from './state';
import type { NavAction } from './steps';

/** The navigation action of a header or side-menu address. */
export function navActionOf(to: string): NavAction | null {
  const action = to.replace(/^\//, '').split(/[/?]/)[0];
  const known: NavAction[] = ['methods', 'subjects', 'pick', 'leaderboard', 'pricing', 'auth', 'account', 'admin'];
  return known.find((candidate) => candidate === action) ?? (to === '/' ? 'home' : null);
}

/**
 * Props for a navigation link: its tutorial anchor, and while the tour runs, disabled unless it is
 * the step's highlighted action (part 1 §4 Tutorial).
 */
export function useNavLock(): (to: string) => Record<string, unknown> {
  const lock = useAtomValue(navLockAtom);
  return (to: string) => {
    const action = navActionOf(to);
    const anchor = { 'data-tutorial': action ? `nav-${action}` : undefined };
    if (lock === undefined || (action !== null && action === lock)) return anchor;
    return {
      ...anchor,
      'aria-disabled': true,
      tabIndex: -1,
      'data-locked': '',
      onClick: (event: MouseEvent) => event.preventDefault(),
    };
  };
}
