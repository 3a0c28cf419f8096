import type { CSSProperties } from 'react';
import type { Display } from '../../../domain/user';

/**
 * How a styled username is drawn (part 2 §3 Display): its font (shipped under /fonts), a plain
 * colour or a gradient clipped to the text (animated only when the gradient is on), and a glow.
 * The glow is a drop-shadow filter: a text-shadow would paint over a gradient clipped to the text.
 */
export function displayStyle(display: Display): { className: string; style: CSSProperties } {
  const style: CSSProperties = { fontFamily: `'${display.fontFamily}', var(--font)` };
  const animated = display.gradientEnabled && display.gradientAnimated;
  if (display.gradientEnabled) {
    const stops = animated
      ? `${display.gradientFrom}, ${display.gradientTo}, ${display.gradientFrom}`
      : `${display.gradientFrom}, ${display.gradientTo}`;
    style.backgroundImage = `linear-gradient(90deg, ${stops})`;
    style.color = 'transparent';
  } else {
    style.color = display.color;
  }
  if (display.glowEnabled) style.filter = `drop-shadow(0 0 6px ${display.glowColor})`;
  return { className: `styled-name${display.gradientEnabled ? ' styled-name--gradient' : ''}${animated ? ' styled-name--animated' : ''}`, style };
}

/** The styling editor's change: switching the gradient off also stops its animation (part 2 §4 Styling). */
export function changeDisplay(display: Display, change: Partial<Display>): Display {
  const next = { ...display, ...change };
  if (!next.gradientEnabled) next.gradientAnimated = false;
  return next;
}
