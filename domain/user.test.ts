import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, normaliseDisplay, passwordError, usernameError } from './user';

describe('account validation', () => {
  it('measures the username after trimming', () => {
    expect(usernameError('  ab  ')).toBe('Le pseudo doit contenir au moins 3 caractères.');
    expect(usernameError(' abc ')).toBeNull();
    expect(usernameError('a'.repeat(33))).toBe('Le pseudo doit contenir au plus 32 caractères.');
    expect(usernameError('bad\u0000name')).toBe('Le pseudo ne doit pas contenir de caractères de contrôle.');
  });

  it('measures the password after trimming', () => {
    expect(passwordError('  12345  ')).toBe('Le mot de passe doit contenir au moins 6 caractères.');
    expect(passwordError('123456')).toBeNull();
  });
});

describe('normaliseDisplay', () => {
  it('falls back to defaults for unknown fonts and bad colours', () => {
    expect(normaliseDisplay({ fontFamily: 'Comic Sans', color: 'red' })).toEqual(DEFAULT_DISPLAY);
  });

  it('lower-cases valid colours and keeps known fonts', () => {
    const display = normaliseDisplay({ fontFamily: 'Fira Code', color: '#ABCDEF', glowEnabled: true });
    expect(display).toMatchObject({ fontFamily: 'Fira Code', color: '#abcdef', glowEnabled: true });
  });

  it('forces the animated gradient off when the gradient is off', () => {
    expect(normaliseDisplay({ gradientEnabled: false, gradientAnimated: true }).gradientAnimated).toBe(false);
    expect(normaliseDisplay({ gradientEnabled: true, gradientAnimated: true }).gradientAnimated).toBe(true);
  });

  it('keeps the current values for fields not sent', () => {
    const current = normaliseDisplay({ fontFamily: 'Poppins', gradientEnabled: true, gradientAnimated: true });
    expect(normaliseDisplay({ color: '#000000' }, current)).toMatchObject({ fontFamily: 'Poppins', gradientAnimated: true });
  });
});
