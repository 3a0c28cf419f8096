import { foldAnswer, normaliseAnswers, type Card } from '../../../domain/data/cards';
import { cardConflicts, keepTheirs } from '../../../domain/data/conflicts';
import { newId } from '../../../domain/data/primitives';
import { chapterKey } from '../../../domain/data/subjects';
import type { StudyData } from '../../../domain/data/userData';
import { limits } from '../../../domain/limits';
import { isRichTextEmpty, sanitiseRichText } from '../../../domain/richText';

/** A card being written: answers as typed, description, image. */
export interface CardDraft {
  answers: string[];
  text: string;
  imageUrl: string | null;
}

export function draftOf(card: Card | null): CardDraft {
  return card ? { answers: [...card.answers], text: card.text, imageUrl: card.imageUrl } : { answers: [''], text: '', imageUrl: null };
}

/** 'Nouvelle réponse', or 'Nouvelle réponse 2', 3… when that answer exists already (ignoring case and accents). */
export function newAnswerText(answers: readonly string[], base: string): string {
  const taken = new Set(answers.map(foldAnswer));
  if (!taken.has(foldAnswer(base))) return base;
  let n = 2;
  while (taken.has(foldAnswer(`${base} ${n}`))) n += 1;
  return `${base} ${n}`;
}

/** Adds a placeholder answer, or null at the limit of 50. */
export function addAnswer(answers: readonly string[], base: string): string[] | null {
  if (answers.length >= limits.answersPerCard) return null;
  return [...answers, newAnswerText(answers, base)];
}

/** An answer can be removed only while more than one remains. */
export function removeAnswer(answers: readonly string[], index: number): string[] {
  return answers.length > 1 ? answers.filter((_, i) => i !== index) : [...answers];
}

/**
 * The card a draft makes: answers de-duplicated ignoring case and accents, empties dropped,
 * description sanitised. Null when it lacks an answer or a description (text or image).
 */
export function cardFromDraft(draft: CardDraft, id: string): Card | null {
  const answers = normaliseAnswers(draft.answers);
  const text = sanitiseRichText(draft.text);
  const imageUrl = draft.imageUrl?.trim() || null;
  if (answers.length === 0 || (isRichTextEmpty(text) && !imageUrl)) return null;
  return { id, answer: answers[0]!, answers, text: isRichTextEmpty(text) ? '' : text, imageUrl };
}

type Edit = (data: StudyData) => StudyData;

function mapCards(subjectId: string, chapterId: string, change: (cards: Card[]) => Card[]): Edit {
  const key = chapterKey(subjectId, chapterId);
  return (data) => ({ ...data, cards: { ...data.cards, [key]: change(data.cards[key] ?? []) } });
}

/** Replaces the card with the same id, or adds it at the end. */
export function saveCard(subjectId: string, chapterId: string, card: Card): Edit {
  return mapCards(subjectId, chapterId, (cards) =>
    cards.some((c) => c.id === card.id) ? cards.map((c) => (c.id === card.id ? card : c)) : [...cards, card],
  );
}

/**
 * Saving the card editor's form: when the card changed elsewhere (another device, another tab)
 * since the form opened on `opened`, the form's version is saved and the other one kept right
 * after it, as a refused save keeps both (domain/data/conflicts). `kept` says so.
 */
export function saveEditedCard(
  subjectId: string,
  chapterId: string,
  card: Card,
  opened: Card | null,
  data: StudyData | null,
): { edit: Edit; kept: boolean } {
  const key = chapterKey(subjectId, chapterId);
  const current = data?.cards[key]?.find((c) => c.id === card.id);
  const save = saveCard(subjectId, chapterId, card);
  if (!opened || !current) return { edit: save, kept: false };
  const mine = { cards: { [key]: [card] } };
  const conflicts = cardConflicts({ base: { cards: { [key]: [opened] } }, server: { cards: { [key]: [current] } }, local: mine, replayed: mine }, newId);
  if (conflicts.length === 0) return { edit: save, kept: false };
  const keep = keepTheirs<StudyData>(conflicts);
  return { edit: (data) => keep(save(data)), kept: true };
}

export function deleteCard(subjectId: string, chapterId: string, cardId: string): Edit {
  return mapCards(subjectId, chapterId, (cards) => cards.filter((c) => c.id !== cardId));
}

/** Undo of deleteCard: back at its place, unless it exists again. */
export function restoreCard(subjectId: string, chapterId: string, card: Card, index: number): Edit {
  return mapCards(subjectId, chapterId, (cards) => {
    if (cards.some((c) => c.id === card.id)) return cards;
    const next = [...cards];
    next.splice(Math.min(index, next.length), 0, card);
    return next;
  });
}

/** Whether any card of the document still shows `url` (an upload is deleted only when unused). */
export function isImageUsed(data: StudyData, url: string): boolean {
  return Object.values(data.cards).some((cards) => cards.some((card) => card.imageUrl === url));
}
