import { describe, expect, it } from 'vitest';
import { elide, startsWithVowelSound } from './elision';

describe('French elision before a name', () => {
  it('elides de, le, la and que before a vowel, accented or capital', () => {
    expect(elide('de', 'Anatomie')).toBe('d’Anatomie');
    expect(elide('la', 'atrium droit')).toBe('l’atrium droit');
    expect(elide('le', 'Œsophage')).toBe('l’Œsophage');
    expect(elide('de', 'Émilie')).toBe('d’Émilie');
    expect(elide('que', 'UE 1')).toBe('qu’UE 1');
  });

  it('keeps the word whole before a consonant, a y, a digit, a sign or nothing', () => {
    expect(elide('de', 'Cardiologie')).toBe('de Cardiologie');
    expect(elide('le', 'ventricule')).toBe('le ventricule');
    expect(elide('de', 'Yanis')).toBe('de Yanis');
    expect(elide('de', '1re année')).toBe('de 1re année');
    expect(elide('de', '« Cœur »')).toBe('de « Cœur »');
    expect(elide('de', '')).toBe('de ');
  });

  it('elides before a mute h, not before an aspirated one', () => {
    expect(elide('de', 'Histologie')).toBe('d’Histologie');
    expect(elide('le', 'humérus')).toBe('l’humérus');
    expect(elide('la', 'hanche')).toBe('la hanche');
    expect(elide('le', 'Hile pulmonaire')).toBe('le Hile pulmonaire');
    expect(startsWithVowelSound('Hugo')).toBe(true);
    expect(startsWithVowelSound('h')).toBe(false);
  });

  it('drops leading spaces of an elided name, never its own text', () => {
    expect(elide('de', '  Anatomie (exemple)')).toBe('d’Anatomie (exemple)');
  });
});
