import { describe, expect, it } from 'vitest';
import type { TrainingSession } from './data/sessions';
import {
  capToDailyCeiling,
  OFFLINE_DAILY_POINTS,
  DAILY_POINTS_CEILING,
  decidePoints,
  minimumSessionMs,
  parisWeekStart,
  sessionBadges,
} from './scoring';

let counter = 0;
function session(finishedAtIso: string, overrides: Partial<TrainingSession> = {}): TrainingSession {
  const finishedAt = Date.parse(finishedAtIso);
  return {
    id: `s${counter++}`,
    methodId: 'association',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: finishedAt - 120_000,
    finishedAt,
    total: 10,
    correct: 7,
    percent: 70,
    questions: [],
    ...overrides,
  };
}

describe('parisWeekStart', () => {
  it('starts weeks on Monday at 00:00 Paris time', () => {
    // Sunday 23:59 Paris (winter, UTC+1) is 22:59 UTC; Monday 00:00 Paris is 23:00 UTC Sunday.
    expect(parisWeekStart(Date.parse('2026-01-11T22:59:00Z'))).toBe('2026-01-05');
    expect(parisWeekStart(Date.parse('2026-01-11T23:00:00Z'))).toBe('2026-01-12');
  });

  it('holds across the daylight-saving changes', () => {
    // Summer time starts Sunday 29 March 2026; Monday 30 March 00:00 Paris is 22:00 UTC.
    expect(parisWeekStart(Date.parse('2026-03-29T21:59:00Z'))).toBe('2026-03-23');
    expect(parisWeekStart(Date.parse('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // Winter time returns Sunday 25 October 2026; Monday 26 October 00:00 Paris is 23:00 UTC.
    expect(parisWeekStart(Date.parse('2026-10-25T22:59:00Z'))).toBe('2026-10-19');
    expect(parisWeekStart(Date.parse('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('decidePoints', () => {
  it('needs at least 10 questions', () => {
    expect(decidePoints(session('2026-01-07T10:00:00Z', { total: 9, correct: 9 }), [])).toEqual({
      points: 0,
      reason: 'too-few-questions',
      qualifying: false,
    });
    expect(decidePoints(session('2026-01-07T10:00:00Z', { total: 10, correct: 9 }), []).points).toBe(90);
  });

  it('awards nothing from the 4th qualifying session of the week, then again next week', () => {
    const earlier = [
      session('2026-01-05T08:00:00Z'),
      session('2026-01-06T08:00:00Z'),
      session('2026-01-07T08:00:00Z', { total: 5 }), // too short: does not count
      session('2026-01-07T09:00:00Z', { chapterId: 'poumon' }), // another chapter
      session('2026-01-07T09:30:00Z', { methodId: 'mindmap' }), // another method
    ];
    expect(decidePoints(session('2026-01-08T08:00:00Z'), earlier)).toMatchObject({ points: 70, reason: null });
    const third = session('2026-01-08T08:00:00Z');
    const fourth = session('2026-01-11T22:59:00Z');
    expect(decidePoints(fourth, [...earlier, third])).toEqual({ points: 0, reason: 'weekly-limit', qualifying: true });
    // Monday 00:00 Paris: a new week.
    expect(decidePoints(session('2026-01-11T23:00:00Z'), [...earlier, third, fourth]).points).toBe(70);
  });

  it('says when nothing was correct', () => {
    expect(decidePoints(session('2026-01-07T10:00:00Z', { correct: 0 }), [])).toMatchObject({ reason: 'nothing-correct' });
  });

  it('never counts the same session twice against itself', () => {
    const replay = session('2026-01-07T10:00:00Z');
    expect(decidePoints(replay, [replay, replay, replay]).points).toBe(70);
  });
});

describe('sessionBadges', () => {
  it('marmotte from 00:00 to 03:59 Paris time', () => {
    expect(sessionBadges(session('2026-01-06T23:00:00Z'), 1, 1, true)).toContain('marmotte'); // 00:00 Paris
    expect(sessionBadges(session('2026-01-07T02:59:00Z'), 1, 1, true)).toContain('marmotte'); // 03:59 Paris
    expect(sessionBadges(session('2026-01-07T03:00:00Z'), 1, 1, true)).not.toContain('marmotte'); // 04:00 Paris
  });

  it('turbo: 15+ questions, 75%+, within 60 s', () => {
    const fast = { total: 15, correct: 12, startedAt: 0 };
    const at = '2026-01-07T12:00:00Z';
    const end = Date.parse(at);
    expect(sessionBadges(session(at, { ...fast, startedAt: end - 60_000 }), 1, 1, true)).toContain('turbo');
    expect(sessionBadges(session(at, { ...fast, startedAt: end - 60_001 }), 1, 1, true)).not.toContain('turbo');
    expect(sessionBadges(session(at, { ...fast, correct: 11, startedAt: end - 1000 }), 1, 1, true)).not.toContain('turbo');
    expect(sessionBadges(session(at, { total: 14, correct: 14, startedAt: end - 1000 }), 1, 1, true)).not.toContain('turbo');
  });

  it('no timing badge (turbo, marmotte) unless the server timed the session', () => {
    const night = session('2026-01-07T01:00:00Z', { total: 20, correct: 20, startedAt: Date.parse('2026-01-07T01:00:00Z') - 30_000 });
    expect(sessionBadges(night, 1, 1, true)).toEqual(expect.arrayContaining(['marmotte', 'turbo', 'perfect']));
    expect(sessionBadges(night, 1, 1, false)).toEqual(['perfect']);
  });

  it('perfect: 20+ questions all right', () => {
    const at = '2026-01-07T12:00:00Z';
    expect(sessionBadges(session(at, { total: 20, correct: 20 }), 1, 1, true)).toContain('perfect');
    expect(sessionBadges(session(at, { total: 20, correct: 19 }), 1, 1, true)).not.toContain('perfect');
    expect(sessionBadges(session(at, { total: 19, correct: 19 }), 1, 1, true)).not.toContain('perfect');
  });

  it('charbonneur at 100 sessions, padawan at a 7-day streak', () => {
    const at = session('2026-01-07T12:00:00Z');
    expect(sessionBadges(at, 99, 6, true)).toEqual([]);
    expect(sessionBadges(at, 100, 7, true)).toEqual(['charbonneur', 'padawan']);
  });
});

describe('fair-play limits', () => {
  it('a typed answer takes at least 1 s, a placement 0.3 s, a blank nothing', () => {
    expect(minimumSessionMs([])).toBe(0);
    expect(
      minimumSessionMs([
        { userAnswer: 'Aorte', typed: true },
        { userAnswer: '  ', typed: true },
        { userAnswer: '{"x":0.1,"y":0.2}', typed: false },
        { userAnswer: '', typed: false },
      ]),
    ).toBe(1300);
  });

  it('holds the day to the ceiling: in full below it, the rest at it, nothing past it', () => {
    const paid = { points: 200, reason: null, qualifying: true };
    const timed = (all: number) => ({ all, offline: 0 });
    expect(capToDailyCeiling(paid, timed(DAILY_POINTS_CEILING - 200), true)).toEqual(paid);
    expect(capToDailyCeiling(paid, timed(DAILY_POINTS_CEILING - 50), true)).toEqual({ points: 50, reason: null, qualifying: true });
    expect(capToDailyCeiling(paid, timed(DAILY_POINTS_CEILING), true)).toEqual({ points: 0, reason: 'daily-limit', qualifying: true });
    const weekly = { points: 0, reason: 'weekly-limit' as const, qualifying: true };
    expect(capToDailyCeiling(weekly, timed(DAILY_POINTS_CEILING), true)).toEqual(weekly);
  });

  it('holds sessions the server did not time to the offline share, and leaves timed ones the rest of the day', () => {
    const paid = { points: 200, reason: null, qualifying: true };
    const earned = { all: OFFLINE_DAILY_POINTS, offline: OFFLINE_DAILY_POINTS - 50 };
    expect(capToDailyCeiling(paid, earned, false)).toEqual({ points: 50, reason: null, qualifying: true });
    expect(capToDailyCeiling(paid, { ...earned, offline: OFFLINE_DAILY_POINTS }, false)).toEqual({ points: 0, reason: 'offline-limit', qualifying: true });
    expect(capToDailyCeiling(paid, { ...earned, offline: OFFLINE_DAILY_POINTS }, true)).toEqual(paid);
    expect(capToDailyCeiling(paid, { all: DAILY_POINTS_CEILING, offline: 0 }, false)).toEqual({ points: 0, reason: 'daily-limit', qualifying: true });
  });
});
