import { expect, type APIRequestContext } from '@playwright/test';
import { square, uploadViaApi } from './boards';
import { payForPlan, registerViaApi, uniqueName, type Account } from './helpers';

/** Material of the three kinds, as the exam and the duels draw it: cards, a board's legends, a map's texts. */
export const CARDS = ['Nœud sinusal', 'Faisceau de His', 'Myocarde', 'Péricarde', 'Endocarde', 'Aorte ascendante', 'Valve mitrale', 'Oreillette droite'].map(
  (answer, i) => ({ id: `c${i}`, answers: [answer], text: `Question cœur ${i}` }),
);
export const LEGENDS = ['Ventricule gauche', 'Ventricule droit', 'Oreillette', 'Septum', 'Apex'].map((label, i) => square(`z${i}`, label, 0.05 + (i % 3) * 0.32, i < 3 ? 0.1 : 0.55, 0.25));
export const NODES = ['Poumons', 'Capillaires', 'Cerveau', 'Foie', 'Reins'].map((label, i) => ({ id: `n${i}`, label, x: 0.1 + i * 0.2, y: i % 2 ? 0.3 : 0.7 }));

/** A student (Major, or free) with subject « Anatomie » of two chapters: the eight cards in « Cœur », the board and the map in « Schéma ». */
export async function heartStudent(request: APIRequestContext, prefix: string, plan: 'major' | 'free'): Promise<Account> {
  const account = await registerViaApi(request, uniqueName(prefix));
  const imageUrl = await uploadViaApi(request, account.token);
  const saved = await request.put('/api/me/data', {
    headers: { authorization: `Bearer ${account.token}`, 'if-match': '"0"' },
    data: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }] }],
      cards: { 'anat.coeur': CARDS },
      zoningSets: { 'anat.schema': [{ id: 'b', imageUrl, title: 'Le cœur', legends: LEGENDS }] },
      mindMaps: { 'anat.schema': [{ id: 'm', title: 'Organes', nodes: NODES, edges: [] }] },
    },
  });
  expect(saved.status()).toBe(200);
  if (plan === 'major') await payForPlan(request, account, 'major');
  return account;
}
