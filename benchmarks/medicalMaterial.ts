import { normaliseUserData } from '../domain/data/userData';

/**
 * The material of a student with a big year of medicine: 50 chapters, each with `cardsPerChapter`
 * cards, 2 boards of 10 legends and a map of 10 nodes (and, with `arrowTexts`, 10 arrows with a
 * text each). Shared by the benchmarks that read a whole account's material. The boards show
 * `imageUrl` (a browser benchmark gives one its server answers).
 */
export function medicalMaterial({ cardsPerChapter, arrowTexts, imageUrl = 'https://example.org/schema.png' }: { cardsPerChapter: number; arrowTexts: boolean; imageUrl?: string }) {
  const chapters = 50;
  const subjects = [{ id: 'med', name: 'Médecine', chapters: Array.from({ length: chapters }, (_, c) => ({ id: `ch${c}`, name: `Chapitre ${c}` })) }];
  const cards: Record<string, unknown[]> = {};
  const zoningSets: Record<string, unknown[]> = {};
  const mindMaps: Record<string, unknown[]> = {};
  for (let c = 0; c < chapters; c++) {
    const key = `med.ch${c}`;
    cards[key] = Array.from({ length: cardsPerChapter }, (_, i) => ({ id: `k${i}`, answers: [`Réponse ${c}-${i}`], text: `Question ${c}-${i}` }));
    zoningSets[key] = Array.from({ length: 2 }, (_, b) => ({
      id: `b${b}`,
      imageUrl,
      title: `Schéma ${b}`,
      legends: Array.from({ length: 10 }, (_, l) => ({
        id: `z${b}-${l}`,
        label: `Structure ${c}-${b}-${l}`,
        points: [{ x: l / 10, y: 0.1 }, { x: l / 10 + 0.05, y: 0.1 }, { x: l / 10 + 0.05, y: 0.3 }],
      })),
    }));
    const nodes = Array.from({ length: 10 }, (_, n) => ({ id: `n${n}`, label: `Notion ${c}-${n}`, x: n / 10, y: 0.5 }));
    const edges = arrowTexts ? Array.from({ length: 10 }, (_, e) => ({ id: `e${e}`, fromId: `n${e}`, toId: `n${(e + 1) % 10}`, labelAbove: `lien ${c}-${e}` })) : [];
    mindMaps[key] = [{ id: 'm0', title: 'Carte', nodes, edges }];
  }
  return normaliseUserData({ subjects, cards, zoningSets, mindMaps });
}
