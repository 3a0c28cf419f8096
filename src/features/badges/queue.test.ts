import { describe, expect, it } from 'vitest';
import { BADGE_IDS } from '../../../domain/badges';
import { BADGES, badgeById } from './catalogue';
import { dismissBadge, emptyBadgeQueue, enqueueBadges, gainedBadges } from './queue';

describe('badge popup queue', () => {
  it('shows new badges one at a time, in order', () => {
    let queue = enqueueBadges(emptyBadgeQueue, ['turbo', 'perfect']);
    expect(queue.pending).toEqual(['turbo', 'perfect']);
    queue = dismissBadge(queue);
    expect(queue.pending).toEqual(['perfect']);
    queue = dismissBadge(dismissBadge(queue));
    expect(queue.pending).toEqual([]);
  });

  it('announces a badge once, whether the recording or a live update reports it first', () => {
    let queue = enqueueBadges(emptyBadgeQueue, ['turbo']);
    queue = dismissBadge(queue);
    const again = enqueueBadges(queue, ['turbo', 'turbo']);
    expect(again).toBe(queue);
    expect(enqueueBadges(queue, ['marmotte', 'marmotte', 'turbo']).pending).toEqual(['marmotte']);
  });

  it('ignores unknown badge ids', () => {
    expect(enqueueBadges(emptyBadgeQueue, ['inconnu'])).toBe(emptyBadgeQueue);
  });

  it("finds the badges a user update brings", () => {
    expect(gainedBadges(['padawan'], ['padawan', 'turbo', 'prems'])).toEqual(['turbo', 'prems']);
    expect(gainedBadges(['padawan'], ['padawan'])).toEqual([]);
  });
});

describe('badge catalogue', () => {
  it('describes every badge with a label, a description, its artwork and a colour', () => {
    expect(BADGES.map((b) => b.id)).toEqual([...BADGE_IDS]);
    for (const badge of BADGES) {
      expect(badge.label).not.toBe('');
      expect(badge.description).not.toBe('');
      expect(badge.image).toBe(`/badges/${badge.id}.svg`);
      expect(badge.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(badgeById('turbo')?.label).toBe('Turbo');
    expect(badgeById('nope')).toBeUndefined();
  });
});
