import { describe, expect, it, vi } from 'vitest';
import { formatTrackTime, initialPlayer, playerReducer, playWithin, retriesOnGesture, type PlayerEvent, type PlayerState } from './playerModel';

const run = (events: PlayerEvent[], from: PlayerState = initialPlayer) => events.reduce(playerReducer, from);

describe('playerReducer', () => {
  it('goes idle → playing → paused → playing', () => {
    expect(run([{ type: 'played' }]).status).toBe('playing');
    expect(run([{ type: 'played' }, { type: 'paused' }]).status).toBe('paused');
    expect(run([{ type: 'played' }, { type: 'paused' }, { type: 'played' }]).status).toBe('playing');
  });

  it('goes to error when blocked, and a gesture may retry only then', () => {
    const blocked = run([{ type: 'blocked' }]);
    expect(blocked.status).toBe('error');
    expect(retriesOnGesture(blocked)).toBe(true);
    // The pause event that follows a refused play() does not hide the refusal.
    expect(run([{ type: 'paused' }], blocked).status).toBe('error');
    const resumed = run([{ type: 'played' }], blocked);
    expect(resumed.status).toBe('playing');
    expect(retriesOnGesture(resumed)).toBe(false);
  });

  it('follows the playback position, except while scrubbing', () => {
    const playing = run([{ type: 'played' }, { type: 'time', position: 12, duration: 180 }]);
    expect(playing).toMatchObject({ position: 12, duration: 180 });
    const dragging = run([{ type: 'scrub-start' }, { type: 'scrub', position: 90 }, { type: 'time', position: 13, duration: 180 }], playing);
    expect(dragging.position).toBe(90);
    const released = run([{ type: 'scrub-end' }, { type: 'time', position: 91, duration: 180 }], dragging);
    expect(released).toMatchObject({ position: 91, scrubbing: false });
  });

  it('ignores unknown lengths and keeps scrubbing within the track', () => {
    const unknown = run([{ type: 'time', position: Number.NaN, duration: Number.POSITIVE_INFINITY }]);
    expect(unknown).toMatchObject({ position: 0, duration: 0 });
    const known = run([{ type: 'time', position: 0, duration: 30 }, { type: 'scrub-start' }, { type: 'scrub', position: 99 }]);
    expect(known.position).toBe(30);
  });
});

describe('playWithin', () => {
  it('resolves when play() does in time', async () => {
    await expect(playWithin(() => Promise.resolve(), 600)).resolves.toBeUndefined();
  });

  it('rejects a refused play()', async () => {
    await expect(playWithin(() => Promise.reject(new Error('NotAllowedError')), 600)).rejects.toThrow('NotAllowedError');
  });

  it('counts a play() that never answers as blocked after the fallback timeout', async () => {
    vi.useFakeTimers();
    try {
      const attempt = playWithin(() => new Promise<void>(() => undefined), 600);
      const outcome = expect(attempt).rejects.toThrow('autoplay timeout');
      await vi.advanceTimersByTimeAsync(600);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('formatTrackTime', () => {
  it('writes m:ss', () => {
    expect(formatTrackTime(0)).toBe('0:00');
    expect(formatTrackTime(65.9)).toBe('1:05');
    expect(formatTrackTime(Number.NaN)).toBe('0:00');
  });
});
