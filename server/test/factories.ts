import { randomBytes } from 'node:crypto';
import type { UserData } from '../../domain/data/userData';
import type { User } from '../../domain/user';
import type { TestServer } from './harness';

/** A username no other test (or earlier run sharing Redis) uses: `<prefix>_<8 hex>`. */
export function uniqueName(prefix = 'user'): string {
  return `${prefix.slice(0, 20)}_${randomBytes(4).toString('hex')}`;
}

/** A client IP of its own, so per-IP throttling in one test never touches another. */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c! % 255)}`;
}

export interface RegisteredUser {
  token: string;
  user: User;
  data: UserData;
  username: string;
  password: string;
}

export interface RegisterOverrides {
  username?: string;
  password?: string;
  avatar?: string;
  banner?: string;
  ip?: string;
}

/** Registers a user through the API and fails loudly when it does not answer 201. */
export async function registerUser(server: TestServer, overrides: RegisterOverrides = {}): Promise<RegisteredUser> {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? 'correct horse';
  const body: Record<string, string> = { username, password };
  if (overrides.avatar !== undefined) body.avatar = overrides.avatar;
  if (overrides.banner !== undefined) body.banner = overrides.banner;
  const res = await server.post('/api/auth/register', { body, ...(overrides.ip ? { ip: overrides.ip } : {}) });
  if (res.statusCode !== 201) throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
  const answer = res.json() as { token: string; user: User; data: UserData };
  return { ...answer, username, password };
}

/** Signs in through the API; answers the raw response. */
export function login(server: TestServer, username: string, password: string, ip?: string) {
  return server.post('/api/auth/login', { body: { username, password }, ...(ip ? { ip } : {}) });
}

/** GET /api/me with `token`, expecting 200. */
export async function me(server: TestServer, token: string): Promise<User> {
  const res = await server.get('/api/me', { token });
  if (res.statusCode !== 200) throw new Error(`GET /api/me: ${res.statusCode} ${res.body}`);
  return (res.json() as { user: User }).user;
}

/** GET /api/me/data with `token`, expecting 200. */
export async function readData(server: TestServer, token: string): Promise<{ data: UserData; revision: number }> {
  const res = await server.get('/api/me/data', { token });
  if (res.statusCode !== 200) throw new Error(`GET /api/me/data: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A users row straight from the database (what the API never shows, such as the password hash). */
export async function userRow(server: TestServer, id: string): Promise<Record<string, unknown>> {
  const found = await server.db.query('SELECT * FROM users WHERE id = $1', [id]);
  if (!found.rows[0]) throw new Error(`no user ${id}`);
  return found.rows[0];
}

/** Suspends (or with null, reinstates) a user directly in the database. */
export async function setBannedUntil(server: TestServer, id: string, until: Date | null): Promise<void> {
  await server.db.query('UPDATE users SET banned_until = $2 WHERE id = $1', [id, until]);
}

/**
 * Registers the start of a session with the server (POST /me/sessions/start), then moves it
 * `agoMs` back in time: a session under way for that long on the server's clock.
 */
export async function startedAgo(
  server: TestServer,
  user: RegisteredUser,
  session: { id: string; methodId: string; subjectId: string; chapterId: string },
  agoMs: number,
): Promise<void> {
  const { id: sessionId, methodId, subjectId, chapterId } = session;
  const res = await server.post('/api/me/sessions/start', { token: user.token, body: { sessionId, methodId, subjectId, chapterId } });
  if (res.statusCode !== 201) throw new Error(`POST /api/me/sessions/start: ${res.statusCode} ${res.body}`);
  await server.db.query('UPDATE session_starts SET started_at = $3 WHERE user_id = $1 AND session_id = $2', [user.user.id, sessionId, new Date(Date.now() - agoMs)]);
}

/** Ten association cards of chapter 'anat.coeur': a session answering them all earns 100 points. */
export const STUDENT_CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));

/** A registered user whose document holds subject 'anat', chapter 'coeur' and `STUDENT_CARDS`. */
export async function registerStudent(server: TestServer): Promise<RegisteredUser> {
  const student = await registerUser(server);
  const saved = await server.put('/api/me/data', {
    token: student.token,
    headers: { 'if-match': '"0"' },
    body: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], cards: { 'anat.coeur': STUDENT_CARDS } },
  });
  if (saved.statusCode !== 200) throw new Error(`PUT /api/me/data: ${saved.statusCode} ${saved.body}`);
  return student;
}

let perfectSessions = 0;
/** A session of a `registerStudent` user, every card answered right, finished now (a new id each time). */
export function perfectSession() {
  const finishedAt = Date.now();
  return {
    id: `association-anat-coeur-${randomBytes(3).toString('hex')}${perfectSessions++}`,
    methodId: 'association',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: finishedAt - 60_000,
    finishedAt,
    questions: STUDENT_CARDS.map((card) => ({ cardId: card.id, correct: true, userAnswer: card.answer, rightAnswer: card.answer })),
  };
}
