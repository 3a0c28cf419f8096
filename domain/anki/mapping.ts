import { limits } from '../limits';
import { richTextToPlain } from '../richText';
import type { Point } from '../data/zoning';
import { clozeAnswer, clozeNumbers, clozeQuestion } from './cloze';
import { STOCK_KIND, type AnkiCard, type AnkiCollection, type AnkiNote, type AnkiNotetype } from './collection';
import { convertField, decodeEntities } from './html';
import { joinShapes, parseOcclusionShapes, ringHolds, shapeRing } from './occlusion';

/** How a note type is brought in. */
export const NOTE_KINDS = ['basic', 'cloze', 'occlusion', 'other'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** Why notes are left out of an import. */
export type SkipReason = 'empty' | 'occlusion-unreadable' | 'no-cards';

export interface PlannedCard {
  kind: NoteKind;
  /** Rich text. */
  text: string;
  answers: string[];
  /** A media name, uploaded at import. */
  image: string | null;
  /** The Anki cards whose history becomes this card's memory. */
  ankiCardIds: number[];
}

export interface PlannedLegend {
  label: string;
  /** No text shape named it: « Zone N », for the student to name. */
  unnamed: boolean;
  points: Point[];
  ankiCardIds: number[];
}

export interface PlannedBoard {
  image: string;
  title: string | null;
  legends: PlannedLegend[];
}

/** One Anki deck's content, going to a subject and a chapter (editable in the preview). */
export interface PlannedChapter {
  /** Stable within a plan: the deck id, with a part number when the deck is split. */
  key: string;
  deckPath: string[];
  subject: string;
  chapter: string;
  cards: PlannedCard[];
  boards: PlannedBoard[];
}

export interface ImportPlan {
  chapters: PlannedChapter[];
  /** Notes read, per kind. */
  notes: Record<NoteKind, number>;
  /** Note types brought in by their first two fields. */
  otherTypes: string[];
  skipped: Partial<Record<SkipReason, number>>;
  /** The images the plan uses, and their total size in bytes. */
  images: string[];
  imageBytes: number;
  /** Legends named « Zone N » for want of a text. */
  unnamedLegends: number;
}

/** What the plan needs to know of the media: its size (null when the package lacks it) and image size. */
export interface MediaInfo {
  size(name: string): number | null;
  dimensions(name: string): { width: number; height: number } | null;
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** The kind of a note type: Anki's stock kind when it says one (2.1.62 on), else what it looks like. */
export function noteKindOf(notetype: AnkiNotetype, sample?: AnkiNote): NoteKind {
  if (notetype.stockKind === STOCK_KIND.imageOcclusion) return 'occlusion';
  if (notetype.cloze) return sample?.fields[0]?.includes('image-occlusion:') ? 'occlusion' : 'cloze';
  if (notetype.stockKind >= STOCK_KIND.basic && notetype.stockKind <= STOCK_KIND.basicTyping) return 'basic';
  const [first, second] = notetype.fields.map((field) => field.toLowerCase());
  return notetype.stockKind === STOCK_KIND.unknown && ['front', 'recto'].includes(first ?? '') && ['back', 'verso'].includes(second ?? '') ? 'basic' : 'other';
}

interface Builder {
  chapters: Map<number, PlannedChapter>;
  decks: AnkiCollection['decks'];
  images: Set<string>;
  media: MediaInfo;
  plan: ImportPlan;
}

function chapterOf(builder: Builder, deckId: number): PlannedChapter | null {
  const existing = builder.chapters.get(deckId);
  if (existing) return existing;
  const deck = builder.decks.get(deckId) ?? builder.decks.get(1);
  const path = deck?.path ?? ['Anki'];
  const chapter: PlannedChapter = {
    key: String(deckId),
    deckPath: path,
    subject: path[0]!,
    chapter: path.length > 1 ? path.slice(1).join(' › ') : path[0]!,
    cards: [],
    boards: [],
  };
  builder.chapters.set(deckId, chapter);
  return chapter;
}

/** The first image of the fields that the package holds, kept for upload. */
function firstImage(builder: Builder, images: string[]): string | null {
  const name = images.find((image) => IMAGE_NAME.test(image) && builder.media.size(image) !== null);
  if (name) builder.images.add(name);
  return name ?? null;
}

function skip(plan: ImportPlan, reason: SkipReason): void {
  plan.skipped[reason] = (plan.skipped[reason] ?? 0) + 1;
}

/** An association card from two fields; null (and counted) when it has no answer or nothing to show. */
function pairCard(builder: Builder, kind: NoteKind, front: string, back: string, ankiCardIds: number[]): PlannedCard | null {
  const question = convertField(front);
  const answer = convertField(back);
  const image = firstImage(builder, question.images) ?? (question.text ? null : firstImage(builder, answer.images));
  const plain = richTextToPlain(answer.text).slice(0, limits.textInputMax);
  if (!plain || (!richTextToPlain(question.text) && !image)) return null;
  return { kind, text: question.text.slice(0, limits.textareaMax), answers: [plain], image, ankiCardIds };
}

function addCard(builder: Builder, deckId: number, card: PlannedCard | null): boolean {
  if (!card) return false;
  chapterOf(builder, deckId)?.cards.push(card);
  return true;
}

function occlusionBoard(builder: Builder, note: AnkiNote, notetype: AnkiNotetype, cards: AnkiCard[]): PlannedBoard[] | null {
  const field = (name: string, fallback: number) => {
    const index = notetype.fields.findIndex((f) => f.toLowerCase() === name);
    return note.fields[index >= 0 ? index : fallback] ?? '';
  };
  const image = firstImage(builder, convertField(field('image', 1)).images);
  if (!image) return null;
  const size = builder.media.dimensions(image);
  const shapes = parseOcclusionShapes(field('occlusion', 0));
  const texts = shapes.filter((shape) => shape.kind === 'text' && shape.props.text);
  const byOrdinal = new Map<number, Point[][]>();
  for (const shape of shapes) {
    if (shape.kind === 'text') continue;
    const ring = shapeRing(shape, size);
    if (!ring) return null;
    for (const ordinal of shape.ordinals) if (ordinal > 0) byOrdinal.set(ordinal, [...(byOrdinal.get(ordinal) ?? []), ring]);
  }
  const legends: PlannedLegend[] = [];
  let unnamedCount = 0;
  for (const [ordinal, rings] of [...byOrdinal].sort(([a], [b]) => a - b)) {
    const zones = joinShapes(rings);
    const ankiCardIds = cards.filter((card) => card.ord === ordinal - 1).map((card) => card.id);
    const named = texts.find(
      (text) =>
        text.ordinals.includes(ordinal) ||
        zones.some((zone) => ringHolds(zone, { x: Number(text.props.left), y: Number(text.props.top) })),
    );
    const label = named ? decodeEntities(named.props.text!).trim() : '';
    if (!label) unnamedCount++;
    for (const points of zones) {
      legends.push({ label: label || `Zone ${unnamedCount}`, unnamed: !label, points, ankiCardIds });
    }
  }
  if (legends.length === 0) return null;
  builder.plan.unnamedLegends += legends.filter((legend) => legend.unnamed).length;
  const header = richTextToPlain(convertField(field('header', 2)).text).slice(0, limits.textInputMax) || null;
  // A board holds 10 legends: more cloze numbers make several boards of the same image.
  const boards: PlannedBoard[] = [];
  for (let i = 0; i < legends.length; i += limits.legendsPerBoard) {
    boards.push({ image, title: header, legends: legends.slice(i, i + limits.legendsPerBoard) });
  }
  return boards;
}

/** Chapters past a chapter's limits (5,000 cards, 500 boards) go on in numbered parts. */
function splitLarge(chapters: PlannedChapter[]): PlannedChapter[] {
  const out: PlannedChapter[] = [];
  for (const chapter of chapters) {
    const parts = Math.max(1, Math.ceil(chapter.cards.length / 5000), Math.ceil(chapter.boards.length / 500));
    for (let part = 0; part < parts; part++) {
      out.push({
        ...chapter,
        key: parts > 1 ? `${chapter.key}-${part + 1}` : chapter.key,
        chapter: parts > 1 ? `${chapter.chapter} (${part + 1})` : chapter.chapter,
        cards: chapter.cards.slice(part * 5000, (part + 1) * 5000),
        boards: chapter.boards.slice(part * 500, (part + 1) * 500),
      });
    }
  }
  return out;
}

/**
 * What an Anki collection becomes in Mnémo: each deck holding notes a chapter (top deck → subject,
 * sub-decks joined with « › » → chapter); Basic, reversed and type-in notes association cards (a
 * reversed card asks the back); a Cloze note one card per cloze number; an Image Occlusion note a
 * board whose legends are its cloze numbers; another note type a card from its first two fields.
 */
export function planImport(collection: AnkiCollection, media: MediaInfo): ImportPlan {
  const plan: ImportPlan = {
    chapters: [],
    notes: { basic: 0, cloze: 0, occlusion: 0, other: 0 },
    otherTypes: [],
    skipped: {},
    images: [],
    imageBytes: 0,
    unnamedLegends: 0,
  };
  const builder: Builder = { chapters: new Map(), decks: collection.decks, images: new Set(), media, plan };
  const cardsOf = new Map<number, AnkiCard[]>();
  for (const card of collection.cards) cardsOf.set(card.noteId, [...(cardsOf.get(card.noteId) ?? []), card]);
  const kinds = new Map<number, NoteKind>();
  const others = new Set<string>();
  for (const note of collection.notes) {
    const notetype = collection.notetypes.get(note.notetypeId);
    const cards = (cardsOf.get(note.id) ?? []).sort((a, b) => a.ord - b.ord);
    if (!notetype || cards.length === 0) {
      skip(plan, 'no-cards');
      continue;
    }
    let kind = kinds.get(notetype.id);
    if (!kind) {
      kind = noteKindOf(notetype, note);
      kinds.set(notetype.id, kind);
    }
    plan.notes[kind]++;
    const [front = '', back = ''] = note.fields;
    if (kind === 'basic' || kind === 'other') {
      if (kind === 'other') others.add(notetype.name);
      let added = false;
      for (const card of cards) {
        // The second template of a reversed type asks the back; other templates repeat the first.
        const reversed = kind === 'basic' && card.ord === 1;
        if (card.ord > 1 || (card.ord === 1 && kind === 'other')) continue;
        added = addCard(builder, card.deckId, pairCard(builder, kind, reversed ? back : front, reversed ? front : back, [card.id])) || added;
      }
      if (!added) skip(plan, 'empty');
    } else if (kind === 'cloze') {
      let added = false;
      for (const ordinal of clozeNumbers(front)) {
        const ankiCards = cards.filter((card) => card.ord === ordinal - 1);
        const answer = richTextToPlain(convertField(clozeAnswer(front, ordinal)).text).slice(0, limits.textInputMax);
        const question = convertField(clozeQuestion(front, ordinal));
        const image = firstImage(builder, question.images);
        if (!answer || (!richTextToPlain(question.text) && !image)) continue;
        const card: PlannedCard = { kind, text: question.text.slice(0, limits.textareaMax), answers: [answer], image, ankiCardIds: ankiCards.map((c) => c.id) };
        added = addCard(builder, ankiCards[0]?.deckId ?? cards[0]!.deckId, card) || added;
      }
      if (!added) skip(plan, 'empty');
    } else {
      const boards = occlusionBoard(builder, note, notetype, cards);
      if (!boards) skip(plan, 'occlusion-unreadable');
      else chapterOf(builder, cards[0]!.deckId)?.boards.push(...boards);
    }
  }
  plan.chapters = splitLarge([...builder.chapters.values()].filter((chapter) => chapter.cards.length + chapter.boards.length > 0))
    .sort((a, b) => a.deckPath.join('\u0000').localeCompare(b.deckPath.join('\u0000')));
  plan.otherTypes = [...others].sort();
  plan.images = [...builder.images];
  plan.imageBytes = plan.images.reduce((sum, name) => sum + (media.size(name) ?? 0), 0);
  return plan;
}
