import { createOutbox } from './outbox';

/**
 * Training session events wait here until a signed-in socket is connected. Kept apart from the
 * event helpers so the entry chunk, which clears it on sign-out, does not pull in their schemas.
 */
export const sessionOutbox = createOutbox();
