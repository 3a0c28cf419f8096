import type { Card } from '../data/cards';
import type { MindMap } from '../data/mindMaps';
import { newId, unit } from '../data/primitives';
import { chapterKey, type Subject } from '../data/subjects';
import { normaliseUserData, type Material } from '../data/userData';
import { withGeometry, ZONE_COLOURS, type Legend, type ZoningBoard } from '../data/zoning';

/**
 * A ready-made anatomy subject (issue 10 demo content): 10 association cards and a zoning board of 10 legends
 * (the most a board holds, enough for a scored session) on our heart diagram in one chapter, a mind map of the circulation in another. Shared by the seed
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

/**
 * Zones in pixels of the 960×720 diagram (public/demo/coeur-schema.svg), anterior view: the picture's
 * left is the patient's right. Each zone follows the visible part of its structure, at most 10 points.
 */
const LEGENDS: Array<[label: string, points: Array<[number, number]>]> = [
  ['Veine cave supérieure', [[318, 40], [382, 40], [383, 120], [392, 232], [330, 232], [318, 120]]],
  ['Crosse de l’aorte', [[430, 246], [434, 160], [500, 96], [600, 86], [672, 150], [686, 228], [636, 226], [612, 150], [530, 142], [486, 246]]],
  ['Tronc pulmonaire', [[500, 326], [508, 260], [552, 222], [610, 208], [660, 236], [676, 282], [640, 258], [590, 262], [564, 295], [562, 330]]],
  ['Artère pulmonaire gauche', [[660, 236], [740, 200], [760, 236], [676, 282]]],
  ['Atrium droit', [[300, 262], [404, 262], [416, 330], [408, 430], [380, 480], [330, 480], [285, 450], [262, 370], [272, 300]]],
  ['Auricule droite', [[404, 262], [435, 243], [470, 250], [480, 280], [446, 300], [430, 320], [410, 305]]],
  ['Atrium gauche', [[640, 300], [680, 268], [740, 270], [785, 310], [790, 350], [762, 396], [740, 388], [700, 356], [640, 340]]],
  ['Ventricule droit', [[420, 330], [540, 321], [588, 336], [596, 430], [572, 560], [566, 676], [470, 590], [420, 510], [405, 410]]],
  ['Ventricule gauche', [[588, 336], [700, 356], [740, 390], [746, 450], [716, 560], [640, 625], [566, 676], [572, 560], [596, 430]]],
  ['Veine cave inférieure', [[324, 480], [393, 468], [384, 700], [318, 700]]],
];
const DIAGRAM_WIDTH = 960;
const DIAGRAM_HEIGHT = 720;

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
    withGeometry({ id: newId(), label, note: null, color: ZONE_COLOURS[i % ZONE_COLOURS.length]!, points: points.map(([x, y]) => ({ x: unit(x / DIAGRAM_WIDTH), y: unit(y / DIAGRAM_HEIGHT) })), format: 'image' }),
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
export function withDemoContent<D extends Material>(data: D, demo: DemoContent, now: number = Date.now()): D {
  const next = normaliseUserData(
    {
      subjects: [...data.subjects, demo.subject],
      cards: { ...data.cards, ...demo.cards },
      zoningSets: { ...data.zoningSets, ...demo.zoningSets },
      mindMaps: { ...data.mindMaps, ...demo.mindMaps },
    },
    now,
  );
  return { ...data, subjects: next.subjects, cards: next.cards, zoningSets: next.zoningSets, mindMaps: next.mindMaps };
}
