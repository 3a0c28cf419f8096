import { describe, expect, it } from 'vitest';
import { presenceOf } from './presence';

const NOW = Date.UTC(2026, 0, 10, 12, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('presenceOf', () => {
  it('is online when seen within 5 minutes', () => {
    expect(presenceOf({ lastSeenAt: ago(4 * 60_000), lastLoginAt: null }, NOW)).toEqual({ online: true, lastSeenAt: NOW - 4 * 60_000 });
  });

  it('goes offline after 5 minutes, keeping the last sign-in date', () => {
    expect(presenceOf({ lastSeenAt: ago(5 * 60_000), lastLoginAt: ago(86_400_000) }, NOW)).toEqual({ online: false, lastLoginAt: ago(86_400_000) });
  });

  it('knows no sign-in date when there is none or it is unreadable', () => {
    expect(presenceOf({ lastSeenAt: null, lastLoginAt: null }, NOW)).toEqual({ online: false, lastLoginAt: null });
    expect(presenceOf({ lastSeenAt: 'hier', lastLoginAt: 'jamais' }, NOW)).toEqual({ online: false, lastLoginAt: null });
  });
});
