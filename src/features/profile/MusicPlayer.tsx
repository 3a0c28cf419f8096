import { useCallback, useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { fr } from '../../i18n/fr';
import { formatTrackTime, initialPlayer, PLAYER, playerReducer, playWithin, retriesOnGesture } from './playerModel';

const GESTURES = ['pointerdown', 'touchstart', 'click'] as const;

/**
 * The floating disk of a profile's music (part 2 §2, §4 Audio playback): it starts muted, looping,
 * on its own; when the browser refuses, it shows the refusal (in the page, not over it) and the next pointer, touch or click
 * on the page tries again. Clicking the disk opens the controls.
 */
export function MusicPlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(playerReducer, initialPlayer);
  const [expanded, setExpanded] = useState(false);
  const [muted, setMuted] = useState(true);

  const attempt = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    playWithin(() => element.play()).then(
      () => dispatch({ type: 'played' }),
      (error: unknown) => {
        console.info('[player] playback refused:', error instanceof Error ? error.message : error);
        dispatch({ type: 'blocked' });
      },
    );
  }, []);

  // Started here rather than by the autoplay attribute, so a refusal is seen and retried.
  useEffect(attempt, [attempt, src]);

  const retry = retriesOnGesture(state);
  useEffect(() => {
    if (!retry) return;
    const onGesture = () => attempt();
    for (const gesture of GESTURES) document.addEventListener(gesture, onGesture, { once: true, capture: true });
    return () => {
      for (const gesture of GESTURES) document.removeEventListener(gesture, onGesture, { capture: true });
    };
  }, [retry, attempt]);

  function togglePlay() {
    const element = audio.current;
    if (!element) return;
    if (state.status === 'playing') element.pause();
    else attempt();
  }

  function toggleMute() {
    const element = audio.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  }

  const playing = state.status === 'playing';
  const style = { '--disk-size': `${PLAYER.diskPx}px`, '--player-width': `${PLAYER.expandedPx}px`, '--disk-turn': `${PLAYER.turnSeconds}s` } as CSSProperties;
  return (
    <>
      {/* In the page's flow where the player is placed, so it covers nothing while it waits for a tap. */}
      {state.status === 'error' && (
        <p className="music-notice" role="status">
          {fr.profile.player.blocked}
        </p>
      )}
      <aside className={`music-player${expanded ? ' music-player--expanded' : ''}`} style={style} aria-label={fr.profile.player.label} data-status={state.status}>
        <audio
          ref={audio}
          src={src}
          loop
          muted
          preload="auto"
          // Playback that starts after the fallback timeout (a slow device) still ends the refusal.
          onPlaying={() => dispatch({ type: 'played' })}
          onPause={() => dispatch({ type: 'paused' })}
          onTimeUpdate={(event) => dispatch({ type: 'time', position: event.currentTarget.currentTime, duration: event.currentTarget.duration })}
          onLoadedMetadata={(event) => dispatch({ type: 'time', position: event.currentTarget.currentTime, duration: event.currentTarget.duration })}
        />
        {/* The button stays still (a steady target); the record inside it turns. */}
        <button
          type="button"
          className="music-player__disk"
          aria-expanded={expanded}
          aria-label={expanded ? fr.profile.player.collapse : fr.profile.player.expand}
          onClick={() => setExpanded((e) => !e)}
        >
          <span className={`music-player__record${playing ? ' music-player__record--spinning' : ''}`} aria-hidden="true">
            ♪
          </span>
        </button>
        {expanded && (
          <div className="music-player__panel">
            <div className="music-player__controls">
              <button type="button" className="btn btn--primary btn--sm" onClick={togglePlay}>
                {playing ? fr.profile.player.pause : fr.profile.player.play}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" aria-pressed={!muted} onClick={toggleMute}>
                {muted ? fr.profile.player.unmute : fr.profile.player.mute}
              </button>
            </div>
            <label className="music-player__seek">
              <span className="visually-hidden">{fr.profile.player.seek}</span>
              <input
                type="range"
                min={0}
                max={state.duration || 0}
                step={0.1}
                value={state.position}
                disabled={!state.duration}
                onPointerDown={() => dispatch({ type: 'scrub-start' })}
                onChange={(event) => dispatch({ type: 'scrub', position: Number(event.target.value) })}
                onPointerUp={(event) => {
                  if (audio.current) audio.current.currentTime = Number(event.currentTarget.value);
                  dispatch({ type: 'scrub-end' });
                }}
                onKeyUp={(event) => {
                  if (audio.current) audio.current.currentTime = Number(event.currentTarget.value);
                }}
              />
              <span className="music-player__time">
                {formatTrackTime(state.position)} / {formatTrackTime(state.duration)}
              </span>
            </label>
          </div>
        )}
      </aside>
    </>
  );
}
