import type { SqlJsStatic } from 'sql.js';
import { readCollection, type AnkiCard, type AnkiReview } from './collection';
import { AnkiRefused } from './errors';
import { planImport, type ImportPlan } from './mapping';
import { imageSize } from './occlusion';
import { readMedia, unpackAnki } from './package';

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** An Anki card's scheduling, for the memory of what it becomes. */
export interface AnkiCardHistory {
  card: Pick<AnkiCard, 'type' | 'queue' | 'ivl' | 'factor' | 'reps' | 'lapses' | 'data'>;
  reviews: Array<Pick<AnkiReview, 'id' | 'ease' | 'type' | 'ivl'>>;
}

export interface AnkiImport {
  version: 1 | 2 | 3;
  schema: number;
  plan: ImportPlan;
  /** The bytes of the images the plan uses. */
  images: Map<string, Uint8Array>;
  /** Per Anki card id the plan names, its scheduling and review log. */
  history: Map<number, AnkiCardHistory>;
}

/** Reads an Anki package whole: refused (AnkiRefused) when anything in it is not what Anki writes. */
export function readAnkiImport(SQL: SqlJsStatic, bytes: Uint8Array): AnkiImport {
  const unpacked = unpackAnki(bytes);
  const collection = readCollection(SQL, unpacked.collection);
  const images = readMedia(unpacked, [...unpacked.mediaEntries.keys()].filter((name) => IMAGE_NAME.test(name)));
  const plan = planImport(collection, {
    size: (name) => images.get(name)?.length ?? null,
    dimensions: (name) => {
      const image = images.get(name);
      return image ? imageSize(image) : null;
    },
  });
  if (plan.chapters.length === 0) throw new AnkiRefused('empty');
  const used = new Set(plan.images);
  for (const name of images.keys()) if (!used.has(name)) images.delete(name);
  const wanted = new Set<number>();
  for (const chapter of plan.chapters) {
    for (const card of chapter.cards) for (const id of card.ankiCardIds) wanted.add(id);
    for (const board of chapter.boards) for (const legend of board.legends) for (const id of legend.ankiCardIds) wanted.add(id);
  }
  const history = new Map<number, AnkiCardHistory>();
  for (const card of collection.cards) {
    if (wanted.has(card.id)) history.set(card.id, { card, reviews: [] });
  }
  for (const review of collection.reviews) history.get(review.cardId)?.reviews.push(review);
  return { version: unpacked.version, schema: collection.schema, plan, images, history };
}
