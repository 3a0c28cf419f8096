import { ApiError } from '../../api/client';
import { fr } from '../../i18n/fr';

/** Login failure: the server's message, else 'Connexion impossible.' (part 1 §8). */
export function loginErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || fr.auth.loginFailed;
}

/** Signup failure: the first field error, else the server's message, else 'Création impossible.' */
export function signupErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return fr.auth.signupFailed;
  return Object.values(error.fieldErrors)[0] ?? error.serverMessage ?? fr.auth.signupFailed;
}
