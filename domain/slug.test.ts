import { describe, expect, it } from 'vitest';
import { sanitiseSlug } from './slug';

describe('sanitiseSlug', () => {
  it('folds accents, lowers case and joins words with hyphens', () => {
    expect(sanitiseSlug('Élodie Martin!!')).toBe('elodie-martin');
    expect(sanitiseSlug('  --Anatomie__2e  année-- ')).toBe('anatomie-2e-annee');
  });

  it('answers null when nothing usable remains', () => {
    expect(sanitiseSlug('!!!')).toBeNull();
    expect(sanitiseSlug('')).toBeNull();
    expect(sanitiseSlug('💀')).toBeNull();
  });

  it('keeps at most 48 characters and never ends on a hyphen', () => {
    const slug = sanitiseSlug(`${'a'.repeat(47)} b`)!;
    expect(slug).toBe('a'.repeat(47));
    expect(sanitiseSlug('x'.repeat(100))).toHaveLength(48);
  });
});
