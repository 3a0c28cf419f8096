import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY } from '../../../domain/user';
import { audioFileError, checkSlug, EMPTY_PROFILE_FIELDS, profileUpdateBody } from './accountRules';

describe('checkSlug', () => {
  it('sanitises the identifier', () => {
    expect(checkSlug('  Élodie Martin! ', null)).toEqual({ slug: 'elodie-martin' });
  });

  it('refuses an identifier with nothing usable', () => {
    expect(checkSlug('!!!', null)).toEqual({ error: 'Utilise uniquement des lettres, chiffres ou tirets (min. 1 caractère).' });
    expect(checkSlug('', 'moi')).toEqual({ error: 'Utilise uniquement des lettres, chiffres ou tirets (min. 1 caractère).' });
  });

  it('refuses an identifier longer than 48 characters instead of cutting it silently', () => {
    expect(checkSlug('a'.repeat(60), null)).toEqual({ error: "L'identifiant ne peut pas dépasser 48 caractères." });
    expect(checkSlug('a'.repeat(48), null)).toEqual({ slug: 'a'.repeat(48) });
  });

  it('says when the identifier is already the current one', () => {
    expect(checkSlug('Mon-Profil', 'mon-profil')).toEqual({ error: 'Cet identifiant est déjà en place.' });
  });
});

describe('profileUpdateBody', () => {
  it('sends only the non-empty fields, trimmed, with the display settings', () => {
    expect(profileUpdateBody({ ...EMPTY_PROFILE_FIELDS, username: '  Zoé  ', avatar: ' ', banner: 'https://x.fr/b.png ' }, DEFAULT_DISPLAY)).toEqual({
      display: DEFAULT_DISPLAY,
      username: 'Zoé',
      banner: 'https://x.fr/b.png',
    });
  });

  it('does not send a blank password, and sends a real one as typed', () => {
    expect(profileUpdateBody({ ...EMPTY_PROFILE_FIELDS, password: '   ' }, DEFAULT_DISPLAY)).not.toHaveProperty('password');
    expect(profileUpdateBody({ ...EMPTY_PROFILE_FIELDS, password: ' secret1 ' }, DEFAULT_DISPLAY).password).toBe(' secret1 ');
  });
});

describe('audioFileError', () => {
  it('accepts MP3, OGG and WAV up to about 5 MB', () => {
    for (const type of ['audio/mpeg', 'audio/mp3', 'audio/ogg', 'audio/wav']) expect(audioFileError({ type, size: 1000 })).toBeNull();
    expect(audioFileError({ type: 'audio/mpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a missing file, another format or a heavier file, in French', () => {
    expect(audioFileError(null)).toBe("Choisis un fichier audio avant de l'enregistrer.");
    expect(audioFileError({ type: 'audio/flac', size: 10 })).toBe('Format non supporté. Utilise un MP3, OGG ou WAV.');
    expect(audioFileError({ type: 'video/mp4', size: 10 })).toBe('Format non supporté. Utilise un MP3, OGG ou WAV.');
    expect(audioFileError({ type: 'audio/wav', size: 5 * 1024 * 1024 + 1 })).toBe('Fichier trop lourd (limite ~5 Mo).');
  });
});
