import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeAge } from './relativeTime';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;
const ago = (ms: number) => formatRelativeTime(NOW - ms, NOW, "À l'instant");

describe('relative time (part 1 §9)', () => {
  it("says 'À l'instant' within 30 s, and for instants a little in the future", () => {
    expect(ago(0)).toBe("À l'instant");
    expect(ago(29 * s)).toBe("À l'instant");
    expect(ago(-5 * s)).toBe("À l'instant");
  });

  it('then counts minutes, hours and days under 7', () => {
    expect(ago(30 * s)).toBe('il y a 1 minute');
    expect(ago(5 * min)).toBe('il y a 5 minutes');
    expect(ago(59 * min)).toBe('il y a 59 minutes');
    expect(ago(h)).toBe('il y a 1 heure');
    expect(ago(23 * h)).toBe('il y a 23 heures');
    expect(ago(d)).toBe('il y a 1 jour');
    expect(ago(6 * d)).toBe('il y a 6 jours');
  });

  it('then weeks under 5, months, and years', () => {
    expect(ago(7 * d)).toBe('il y a 1 semaine');
    expect(ago(34 * d)).toBe('il y a 4 semaines');
    expect(ago(35 * d)).toBe('il y a 1 mois');
    expect(ago(200 * d)).toBe('il y a 6 mois');
    expect(ago(364 * d)).toBe('il y a 12 mois');
    expect(ago(365 * d)).toBe('il y a 1 an');
    expect(ago(3 * 365 * d)).toBe('il y a 3 ans');
  });

  it('gives the unit and count separately', () => {
    expect(relativeAge(90 * min)).toEqual({ unit: 'hour', count: 1 });
    expect(relativeAge(14 * d)).toEqual({ unit: 'week', count: 2 });
  });
});
