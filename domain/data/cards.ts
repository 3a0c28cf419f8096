import { limits } from '../limits';
import { isRichTextEmpty, sanitiseRichText } from '../richText';
import { isAcceptedImageUrl } from '../urls';
import { asArray, asId, asRecord, asText, uniqueIds } from './primitives';

/** Association card (part 1 §3): `answer` is always the first accepted answer. */
export interface Card {
  id: string;
  answer: string;
  answers: string[];
  text: string;
  imageUrl: string | null;
}

/** Folds case, accents, punctuation spacing and repeated spaces, for comparing answers. */
export function foldAnswer(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Answers de-duplicated ignoring case and format, empties dropped, at most 50. */
export function normaliseAnswers(input: unknown[]): string[] {
  const seen = new Set<string>();
  const answers: string[] = [];
  for (const item of input) {
    const answer = asText(item, limits.textInputMax);
    const folded = foldAnswer(answer);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    answers.push(answer);
    if (answers.length === limits.answersPerCard) break;
  }
  return answers;
}

export function normaliseImageUrl(value: unknown): string | null {
  const url = asText(value, limits.imageUrlMax);
  return url && isAcceptedImageUrl(url) ? url : null;
}

/** A card needs an answer and a description (text or image); others are dropped. */
export function normaliseCard(input: unknown): Card | null {
  const raw = asRecord(input);
  const answers = normaliseAnswers([raw.answer, ...asArray(raw.answers, 200)]);
  const text = typeof raw.text === 'string' ? sanitiseRichText(raw.text) : '';
  const imageUrl = normaliseImageUrl(raw.imageUrl);
  if (answers.length === 0 || (isRichTextEmpty(text) && !imageUrl)) return null;
  return { id: asId(raw.id), answer: answers[0]!, answers, text, imageUrl };
}

export function normaliseCards(input: unknown): Card[] {
  const cards = asArray(input, 5000)
    .map(normaliseCard)
    .filter((card): card is Card => card !== null);
  return uniqueIds(cards);
}
