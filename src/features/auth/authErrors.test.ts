import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { loginErrorMessage, signupErrorMessage } from './authErrors';

describe('auth error messages', () => {
  it('shows the server message on login, else a generic one', () => {
    const wrong = new ApiError('Pseudo ou mot de passe incorrect.', 401, { error: 'Pseudo ou mot de passe incorrect.' });
    expect(loginErrorMessage(wrong)).toBe('Pseudo ou mot de passe incorrect.');
    expect(loginErrorMessage(new ApiError('Bad Gateway', 502, undefined))).toBe('Connexion impossible.');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Connexion impossible.');
  });

  it('shows the first field error on signup, else the server message, else a generic one', () => {
    const taken = new ApiError('Ce pseudo est déjà utilisé.', 409, {
      error: 'Erreur générale',
      fieldErrors: { username: 'Ce pseudo est déjà utilisé.', password: 'autre' },
    });
    expect(signupErrorMessage(taken)).toBe('Ce pseudo est déjà utilisé.');
    expect(signupErrorMessage(new ApiError('x', 429, { error: 'Trop de créations.' }))).toBe('Trop de créations.');
    expect(signupErrorMessage(new ApiError('Internal', 500, 'oops'))).toBe('Création impossible.');
    expect(signupErrorMessage(new Error('offline'))).toBe('Création impossible.');
  });
});
