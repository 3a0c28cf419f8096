import { describe, expect, it } from 'vitest';
import { authPathFor, initialRedirect, redirectTarget, safeRedirect } from './redirect';

describe('redirects', () => {
  it('accepts only in-app paths', () => {
    expect(safeRedirect('/subjects?tab=1')).toBe('/subjects?tab=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('subjects')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('returns after sign-in to the query target, else the stored one, else the fallback', () => {
    expect(redirectTarget('?redirect=%2Fpick', '/subjects', '/account')).toBe('/pick');
    expect(redirectTarget('', '/subjects', '/account')).toBe('/subjects');
    expect(redirectTarget('?redirect=https://x.example', null, '/account')).toBe('/account');
    // Never back to the sign-in screen itself.
    expect(redirectTarget('?redirect=/auth', null, '/account')).toBe('/account');
  });

  it('replaces the address on load when a redirect is asked for', () => {
    expect(initialRedirect('/', '?redirect=/subjects', null)).toBe('/subjects');
    expect(initialRedirect('/auth', '', '/pick')).toBe('/pick');
    expect(initialRedirect('/auth', '?redirect=//x', '//y')).toBeNull();
    expect(initialRedirect('/auth', '', null)).toBeNull();
  });

  it('never lets a stored redirect take over another page than the sign-in screen', () => {
    // Sent from /subjects to /auth, the visitor then types / or /leaderboard: they stay there.
    expect(initialRedirect('/', '', '/subjects')).toBeNull();
    expect(initialRedirect('/leaderboard', '', '/subjects')).toBeNull();
  });

  it('builds the sign-in address with the target encoded', () => {
    expect(authPathFor('/association/train/s1/c1?x=1')).toBe(
      '/auth?redirect=%2Fassociation%2Ftrain%2Fs1%2Fc1%3Fx%3D1',
    );
  });
});
