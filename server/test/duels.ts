import type { DuelQuestionView } from '../../domain/duels/questions';
import type { DuelView } from '../../domain/duels/api';
import type { TestServer } from './harness';
import { registerUser, type RegisteredUser } from './factories';
import { inside, squareLegends } from './zones';

/** Cards, legends and map texts whose answers are distinctive, so a leak in any payload shows. */
export const DUEL_CARDS = Array.from({ length: 12 }, (_, i) => ({ id: `d${i}`, answer: `Secretcarte${i}`, answers: [`Secretcarte${i}`], text: `Question ${i}` }));
export const DUEL_LEGENDS = squareLegends([0, 1, 2, 3].map((i) => `Légende ${i}`));
export const DUEL_NODES = Array.from({ length: 4 }, (_, i) => ({ id: `n${i}`, label: `Secretnoeud${i}`, x: i / 4, y: 0.5 }));

/** Everything that must never reach a player before their answer is judged. */
export const SECRETS = [...DUEL_CARDS.map((c) => c.answer), ...DUEL_NODES.map((n) => n.label), '"zone"', '"points":[', '"answers":[', '"context"'];

/** Subject 'duo', chapter 'c1': 12 cards, a board of 4 legends and a map of 4 nodes (a PUT /api/me/data body). */
export const DUEL_MATERIAL = {
  subjects: [{ id: 'duo', name: 'Duel', chapters: [{ id: 'c1', name: 'Chapitre' }] }],
  cards: { 'duo.c1': DUEL_CARDS },
  zoningSets: { 'duo.c1': [{ id: 'board', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: DUEL_LEGENDS }] },
  mindMaps: { 'duo.c1': [{ id: 'map', title: 'Carte', nodes: DUEL_NODES, edges: [] }] },
};

/** A user holding `DUEL_MATERIAL`, with the `plan` badge when given. */
export async function registerDuellist(server: TestServer, plan?: 'major' | 'champion'): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const res = await server.put('/api/me/data', { token: user.token, headers: { 'if-match': '"0"' }, body: DUEL_MATERIAL });
  if (res.statusCode !== 200) throw new Error(`PUT /api/me/data: ${res.statusCode} ${res.body}`);
  if (plan) await server.db.query('UPDATE users SET badges = ARRAY[$2] WHERE id = $1', [user.user.id, plan]);
  return user;
}

/** The right answer to a question of a `registerDuellist` material, from what the player is shown. */
export function rightAnswer(view: DuelQuestionView): string {
  if (view.kind === 'card') return DUEL_CARDS.find((card) => card.text === view.text)!.answer;
  if (view.kind === 'legend') {
    return inside(DUEL_LEGENDS.findIndex((legend) => legend.label === view.label));
  }
  return DUEL_NODES.find((node) => node.id === view.blank.ownerId)!.label;
}

export const cardSetup = (mode: 'live' | 'turns', extra: Record<string, unknown> = {}) => ({
  mode,
  subjectId: 'duo',
  chapterIds: ['c1'],
  methods: ['cards', 'legends', 'blanks'],
  ...extra,
});

/** A duel as `user` sees it. */
export async function duelOf(server: TestServer, user: RegisteredUser, id: string): Promise<DuelView> {
  const res = await server.get(`/api/duels/${id}`, { token: user.token });
  if (res.statusCode !== 200) throw new Error(`GET /api/duels/${id}: ${res.statusCode} ${res.body}`);
  return res.json() as DuelView;
}
