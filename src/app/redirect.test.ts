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
    expect(initialRedirect('?redirect=/subjects', null)).toBe('/subjects');
    expect(initialRedirect('', '/pick')).toBe('/pick');
    expect(initialRedirect('?redirect=//x', '//y')).toBeNull();
    expect(initialRedirect('', null)).toBeNull();
  });

  it('builds the sign-in address with the target encoded', () => {
    expect(authPathFor('/association/train/s1/c1?x=1')).toBe(
      '/auth?redirect=%2Fassociation%2Ftrain%2Fs1%2Fc1%3Fx%3D1',
    );
  });
});
