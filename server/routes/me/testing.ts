import { expect } from 'vitest';
import { registerUser, type RegisteredUser } from '../../test/factories';
import type { TestServer } from '../../test/harness';

/** Fixtures of the training-session tests: a chapter of 20 association cards and sessions answering it. */
export const CARDS = Array.from({ length: 20 }, (_, i) => ({
  id: `k${i}`,
  answer: i === 0 ? 'Artère pulmonaire' : `Réponse ${i}`,
  answers: i === 0 ? ['Artère pulmonaire', 'Tronc pulmonaire'] : [`Réponse ${i}`],
  text: `Question ${i}`,
}));

/** A user with one chapter of 20 association cards (anat/coeur) and an empty one (anat/vide). */
export async function associationStudent(server: TestServer): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const res = await server.put('/api/me/data', {
    token: user.token,
    headers: { 'if-match': '"0"' },
    body: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'vide', name: 'Vide' }] }],
      cards: { 'anat.coeur': CARDS },
    },
  });
  expect(res.statusCode).toBe(200);
  return user;
}

let sessionCounter = 0;
/** A session answering `right` cards correctly (typed answers) out of `total`, finished at `finishedAt`. */
export function sessionBody(total: number, right: number, finishedAt = Date.now(), overrides: Record<string, unknown> = {}) {
  return {
    id: `association-anat-coeur-${sessionCounter++}`,
    methodId: 'association',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: finishedAt - 60_000,
    finishedAt,
    questions: CARDS.slice(0, total).map((card, i) => ({
      cardId: card.id,
      correct: i < right,
      userAnswer: i < right ? card.answer : 'je ne sais pas',
      rightAnswer: card.answer,
    })),
    ...overrides,
  };
}

export const recordSession = (server: TestServer, user: RegisteredUser, body: unknown) => server.post('/api/me/sessions', { token: user.token, body });
