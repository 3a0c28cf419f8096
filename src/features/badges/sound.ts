/**
 * A short rising chime for a new badge, synthesised with the Web Audio API (no file to load).
 * Browsers may refuse to play without a user gesture: failures are only logged (part 1 §8).
 */
let context: AudioContext | null = null;

const NOTES = [523.25, 659.25, 783.99, 1046.5];

export function playBadgeSound(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    void audio.resume().catch((error: unknown) => console.warn('[sound] badge chime refused', error));
    const start = audio.currentTime + 0.02;
    NOTES.forEach((frequency, i) => {
      const at = start + i * 0.09;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.5);
    });
  } catch (error) {
    console.warn('[sound] badge chime unavailable', error);
  }
}
