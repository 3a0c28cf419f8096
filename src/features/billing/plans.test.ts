import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { COMPARISON, PENDING_PAGES, PLANS } from './plans';

/** Whether the router has a page at `path` (the catch-all that sends home does not count). */
function hasPage(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1)?.route;
  return last !== undefined && last.path !== '*';
}

describe('the /pricing comparison', () => {
  it('links every row that some plan sells to a page of the router', () => {
    for (const row of COMPARISON) {
      const sold = PLANS.some((plan) => row.values[plan] !== false);
      if (!sold) continue;
      if (row.path === null) {
        expect(PENDING_PAGES.has(row.id), `row « ${row.id} » has no page`).toBe(true);
        continue;
      }
      expect(hasPage(row.path), `row « ${row.id} » links to ${row.path}, which the router does not serve`).toBe(true);
    }
  });

  it('links the perks to their own pages', () => {
    const paths = Object.fromEntries(COMPARISON.map((row) => [row.id, row.path]));
    expect(paths).toMatchObject({ duels: '/duels', support: '/aide', earlyAccess: '/account', sponsor: '/parrainage', masterclasses: '/masterclasses' });
  });

  it('keeps only the rows whose page is being built without a link, and none of those once it has one', () => {
    for (const id of PENDING_PAGES) expect(COMPARISON.find((row) => row.id === id)?.path).toBeNull();
    expect(hasPage('/une-page-qui-n-existe-pas')).toBe(false);
  });
});
