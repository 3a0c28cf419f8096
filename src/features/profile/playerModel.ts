/** The profile music player's states (part 2 §4 Audio playback) as a pure reducer. */

export type PlayerStatus = 'idle' | 'playing' | 'paused' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  /** Seconds into the track, and its length (0 while unknown). */
  position: number;
  duration: number;
  /** While the user drags the position slider, playback does not move it. */
  scrubbing: boolean;
}

export type PlayerEvent =
  | { type: 'played' }
  | { type: 'paused' }
  /** The browser refused to start (autoplay policy, no answer within the fallback timeout). */
  | { type: 'blocked' }
  | { type: 'time'; position: number; duration: number }
  | { type: 'scrub-start' }
  | { type: 'scrub'; position: number }
  | { type: 'scrub-end' };

export const PLAYER = {
  /** play() answering later than this counts as blocked. */
  autoplayFallbackMs: 600,
  diskPx: 64,
  expandedPx: 360,
  turnSeconds: 6,
} as const;

export const initialPlayer: PlayerState = { status: 'idle', position: 0, duration: 0, scrubbing: false };

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'played':
      return { ...state, status: 'playing' };
    case 'paused':
      return state.status === 'error' ? state : { ...state, status: 'paused' };
    case 'blocked':
      return { ...state, status: 'error' };
    case 'time':
      if (state.scrubbing) return { ...state, duration: finite(event.duration) };
      return { ...state, position: finite(event.position), duration: finite(event.duration) };
    case 'scrub-start':
      return { ...state, scrubbing: true };
    case 'scrub':
      return { ...state, position: Math.min(finite(event.position), state.duration || Number.POSITIVE_INFINITY) };
    case 'scrub-end':
      return { ...state, scrubbing: false };
  }
}

/** After a refusal, the next pointer, touch or click on the page tries again. */
export function retriesOnGesture(state: PlayerState): boolean {
  return state.status === 'error';
}

/** Time as m:ss. */
export function formatTrackTime(seconds: number): string {
  const whole = Math.floor(finite(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Races play() against the fallback timeout: a promise that never settles counts as blocked. */
export function playWithin(play: () => Promise<void>, timeoutMs: number = PLAYER.autoplayFallbackMs): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('autoplay timeout')), timeoutMs);
    play().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
