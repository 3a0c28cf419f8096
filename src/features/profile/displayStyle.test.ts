import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY } from '../../../domain/user';
import { changeDisplay, displayStyle } from './displayStyle';

describe('displayStyle', () => {
  it('draws a plain name in its font and colour', () => {
    const { className, style } = displayStyle({ ...DEFAULT_DISPLAY, fontFamily: 'Bebas Neue', color: '#ff0000' });
    expect(className).toBe('styled-name');
    expect(style).toEqual({ fontFamily: "'Bebas Neue', var(--font)", color: '#ff0000' });
  });

  it('clips a gradient to the text, looping it when animated', () => {
    const still = displayStyle({ ...DEFAULT_DISPLAY, gradientEnabled: true, gradientFrom: '#111111', gradientTo: '#222222' });
    expect(still.className).toBe('styled-name styled-name--gradient');
    expect(still.style).toMatchObject({ backgroundImage: 'linear-gradient(90deg, #111111, #222222)', color: 'transparent' });
    const moving = displayStyle({ ...DEFAULT_DISPLAY, gradientEnabled: true, gradientAnimated: true, gradientFrom: '#111111', gradientTo: '#222222' });
    expect(moving.className).toBe('styled-name styled-name--gradient styled-name--animated');
    expect(moving.style.backgroundImage).toBe('linear-gradient(90deg, #111111, #222222, #111111)');
  });

  it('never animates without a gradient, and adds the glow', () => {
    const { className, style } = displayStyle({ ...DEFAULT_DISPLAY, gradientAnimated: true, glowEnabled: true, glowColor: '#00ff00' });
    expect(className).toBe('styled-name');
    expect(style.filter).toBe('drop-shadow(0 0 6px #00ff00)');
  });
});

describe('changeDisplay', () => {
  it('turns the animation off with the gradient', () => {
    const animated = { ...DEFAULT_DISPLAY, gradientEnabled: true, gradientAnimated: true };
    expect(changeDisplay(animated, { gradientEnabled: false })).toMatchObject({ gradientEnabled: false, gradientAnimated: false });
    expect(changeDisplay(animated, { color: '#123456' })).toMatchObject({ gradientAnimated: true, color: '#123456' });
    expect(changeDisplay(DEFAULT_DISPLAY, { gradientAnimated: true }).gradientAnimated).toBe(false);
  });
});
