import LZString from 'lz-string';
import { normaliseUserData } from '../domain/data/userData';
import { encodeLegacy, encodeSC3 } from '../domain/share/codec';
import { shareBoard, shareCards, shareMap, shareMeta } from '../domain/share/build';
import type { SharePayload } from '../domain/share/types';
import type { BenchFigure } from './types';

/** Realistic French content: labels vary, so compression is not flattered by repetition. */
const TERMS = ['Ventricule gauche', 'Oreillette droite', 'Aorte ascendante', 'Artère pulmonaire', 'Valve mitrale', 'Veine cave supérieure', 'Septum interventriculaire', 'Valve tricuspide', 'Apex du cœur', 'Sinus coronaire'];

function samplePayloads(): Record<string, SharePayload> {
  const data = normaliseUserData({
    subjects: [{ id: 's', name: 'Anatomie', chapters: [{ id: 'c', name: 'Cœur' }] }],
    cards: {
      's.c': Array.from({ length: 50 }, (_, i) => ({
        answer: `${TERMS[i % 10]} ${i}`,
        answers: [`${TERMS[i % 10]} ${i}`, `${TERMS[(i + 3) % 10]}`],
        text: `Structure n°${i} : <b>rôle</b> dans la circulation, ${TERMS[(i + 1) % 10]!.toLowerCase()} à proximité.`,
      })),
    },
    zoningSets: {
      's.c': [
        {
          imageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
          title: 'Cœur, vue antérieure',
          legends: Array.from({ length: 10 }, (_, l) => ({
            label: TERMS[l],
            points: Array.from({ length: 10 }, (_, p) => ({
              x: 0.5 + 0.3 * Math.cos((p / 10) * 2 * Math.PI + l) * (0.3 + l / 20),
              y: 0.5 + 0.3 * Math.sin((p / 10) * 2 * Math.PI + l) * (0.3 + l / 20),
            })),
          })),
        },
      ],
    },
    mindMaps: {
      's.c': [
        {
          title: 'Circulation',
          nodes: Array.from({ length: 40 }, (_, n) => ({ id: `n${n}`, label: `${TERMS[n % 10]} ${n}`, x: (n % 8) / 8, y: Math.floor(n / 8) / 5 })),
          edges: Array.from({ length: 80 }, (_, e) => ({ fromId: `n${e % 40}`, toId: `n${(e * 7 + 1) % 40}`, labelAbove: e % 2 ? 'irrigue' : 'draine' })),
        },
      ],
    },
  });
  const meta = shareMeta('s', 'c', 1_700_000_000_000);
  return {
    '10×10 board': shareBoard(data.zoningSets['s.c']![0]!, meta),
    '40-node/80-edge map': shareMap(data.mindMaps['s.c']![0]!, meta),
    '50 cards': shareCards(data.cards['s.c']!, meta),
  };
}

/** Length of an SC3 code next to lz-string and plain base64 JSON of the same payload. */
export async function run(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const [name, payload] of Object.entries(samplePayloads())) {
    const json = JSON.stringify(payload);
    figures.push(
      { benchmark: `share code, ${name}`, metric: 'SC3 length', value: encodeSC3(payload).length, unit: 'chars' },
      { benchmark: `share code, ${name}`, metric: 'lz-string (URI) length', value: LZString.compressToEncodedURIComponent(json).length, unit: 'chars' },
      { benchmark: `share code, ${name}`, metric: 'base64 JSON length', value: encodeLegacy(payload).length, unit: 'chars' },
    );
  }
  return figures;
}
