import type { Card } from '../data/cards';
import type { MindMap } from '../data/mindMaps';
import { newId } from '../data/primitives';
import { chapterKey, type Subject } from '../data/subjects';
import { normaliseUserData, type UserData } from '../data/userData';
import { withGeometry, type Legend, type ZoningBoard } from '../data/zoning';

/**
 * A ready-made anatomy subject (issue 10 demo content): 10 association cards and a zoning board on
 * our heart diagram in one chapter, a mind map of the circulation in another. Shared by the seed
 * script and the 'Ajouter un exemple' button; the diagram must already be uploaded (`/uploads/...`).
 */
export interface DemoContent {
  subject: Subject;
  cards: Record<string, Card[]>;
  zoningSets: Record<string, ZoningBoard[]>;
  mindMaps: Record<string, MindMap[]>;
}

/** Public path of the diagram the board is drawn on (public/demo/). */
export const DEMO_DIAGRAM_PATH = '/demo/coeur-schema.png';

const CARDS: Array<[text: string, answers: string[]]> = [
  ['Cavité du cœur qui reçoit le sang des veines caves.', ['Atrium droit', 'Oreillette droite']],
  ['Valve entre l’atrium gauche et le ventricule gauche.', ['Valve mitrale', 'Valve bicuspide']],
  ['Valve entre l’atrium droit et le ventricule droit.', ['Valve tricuspide']],
  ['Vaisseau qui conduit le sang du ventricule droit vers les poumons.', ['Tronc pulmonaire', 'Artère pulmonaire']],
  ['Plus grosse artère du corps, issue du ventricule gauche.', ['Aorte']],
  ['Tissu musculaire de la paroi du cœur.', ['Myocarde']],
  ['Enveloppe fibro-séreuse qui entoure le cœur.', ['Péricarde']],
  ['Stimulateur naturel du cœur, situé dans l’atrium droit.', ['Nœud sinusal', 'Nœud sino-atrial']],
  ['Cloison qui sépare les deux ventricules.', ['Septum interventriculaire']],
  ['Artères qui irriguent le myocarde.', ['Artères coronaires', 'Coronaires']],
];

/** Zones on the 960×720 diagram, in image fractions. */
const LEGENDS: Array<[label: string, points: Array<[number, number]>]> = [
  ['Veine cave supérieure', [[0.33, 0.06], [0.4, 0.06], [0.4, 0.32], [0.34, 0.32]]],
  ['Crosse de l’aorte', [[0.45, 0.41], [0.47, 0.17], [0.58, 0.12], [0.7, 0.2], [0.71, 0.37], [0.66, 0.36], [0.64, 0.24], [0.55, 0.2], [0.51, 0.42]]],
  ['Tronc pulmonaire', [[0.52, 0.46], [0.54, 0.33], [0.62, 0.29], [0.69, 0.33], [0.78, 0.28], [0.79, 0.33], [0.7, 0.39], [0.59, 0.46]]],
  ['Atrium droit', [[0.28, 0.38], [0.34, 0.35], [0.43, 0.38], [0.44, 0.6], [0.38, 0.67], [0.29, 0.6]]],
  ['Atrium gauche', [[0.67, 0.4], [0.75, 0.38], [0.82, 0.45], [0.79, 0.55], [0.7, 0.56], [0.66, 0.48]]],
  ['Ventricule droit', [[0.44, 0.46], [0.61, 0.46], [0.6, 0.93], [0.5, 0.82], [0.43, 0.65]]],
  ['Ventricule gauche', [[0.62, 0.47], [0.74, 0.52], [0.78, 0.64], [0.72, 0.78], [0.6, 0.92]]],
  ['Veine cave inférieure', [[0.34, 0.67], [0.41, 0.67], [0.4, 0.97], [0.33, 0.97]]],
];

const ZONE_COLOURS = ['#6366f1', '#ef4444', '#14b8a6', '#f97316', '#ec4899', '#22c55e', '#8b5cf6', '#facc15'];

const MAP_NODES: Array<[label: string, x: number, y: number, color: string]> = [
  ['Cœur droit', 0.2, 0.5, '#6366f1'],
  ['Poumons', 0.5, 0.15, '#14b8a6'],
  ['Cœur gauche', 0.8, 0.5, '#ef4444'],
  ['Organes', 0.5, 0.85, '#f97316'],
];

const MAP_EDGES: Array<[from: number, to: number, above: string, below: string | null]> = [
  [0, 1, 'Artères pulmonaires', 'Sang pauvre en O₂'],
  [1, 2, 'Veines pulmonaires', 'Sang riche en O₂'],
  [2, 3, 'Aorte', null],
  [3, 0, 'Veines caves', null],
];

/** Builds the demo subject with fresh ids, its board drawn on `boardImageUrl`. */
export function buildDemoContent(boardImageUrl: string, now: number = Date.now()): DemoContent {
  const heart = { id: newId(), name: 'Le cœur' };
  const circulation = { id: newId(), name: 'La circulation' };
  const subject: Subject = { id: newId(), name: 'Anatomie (exemple)', colorHex: '#ef4444', chapters: [heart, circulation] };
  const legends: Legend[] = LEGENDS.map(([label, points], i) =>
    withGeometry({ id: newId(), label, note: null, color: ZONE_COLOURS[i % ZONE_COLOURS.length]!, points: points.map(([x, y]) => ({ x, y })), format: 'image' }),
  );
  const nodes = MAP_NODES.map(([label, x, y, color]) => ({ id: newId(), label, color, imageUrl: null, annotation: null, x, y }));
  const edges = MAP_EDGES.map(([from, to, above, below]) => ({
    id: newId(),
    fromId: nodes[from]!.id,
    toId: nodes[to]!.id,
    color: '#94a3b8',
    labelAbove: above,
    labelBelow: below,
  }));
  const heartKey = chapterKey(subject.id, heart.id);
  const circulationKey = chapterKey(subject.id, circulation.id);
  return {
    subject,
    cards: { [heartKey]: CARDS.map(([text, answers]) => ({ id: newId(), answer: answers[0]!, answers, text, imageUrl: null })) },
    zoningSets: {
      [heartKey]: [{ id: newId(), subjectId: subject.id, chapterId: heart.id, imageUrl: boardImageUrl, title: 'Le cœur, vue antérieure', legends, createdAt: now, updatedAt: now }],
    },
    mindMaps: {
      [circulationKey]: [{ id: newId(), subjectId: subject.id, chapterId: circulation.id, title: 'Petite et grande circulation', backgroundColor: null, nodes, edges, createdAt: now, updatedAt: now }],
    },
  };
}

/** `data` with the demo subject added after the existing ones (pure: replayable on a newer copy). */
export function withDemoContent(data: UserData, demo: DemoContent, now: number = Date.now()): UserData {
  return normaliseUserData(
    {
      ...data,
      subjects: [...data.subjects, demo.subject],
      cards: { ...data.cards, ...demo.cards },
      zoningSets: { ...data.zoningSets, ...demo.zoningSets },
      mindMaps: { ...data.mindMaps, ...demo.mindMaps },
    },
    now,
  );
}
