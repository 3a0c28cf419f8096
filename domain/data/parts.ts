import { asRecord } from './primitives';
import { chapterKeys, normaliseSubjects, type Subject } from './subjects';
import {
  CHAPTER_CONTENT,
  normaliseChapterContent,
  normaliseProfileMusic,
  splitChapterKey,
  type ChapterContent,
  type Material,
} from './userData';

/**
 * The material is saved in parts (issue 17): the subject list, the profile (its music), and each
 * chapter's cards, boards and maps. Each part has its own revision on the server, so that two
 * devices editing different chapters never refuse each other's saves.
 *
 * Part keys: `subjects`, `profile`, and `<kind>:<subjectId>.<chapterId>` for chapter content.
 */
export type PartKey = string;

export const SUBJECTS_PART = 'subjects';
export const PROFILE_PART = 'profile';

export type ParsedPart =
  | { kind: typeof SUBJECTS_PART }
  | { kind: typeof PROFILE_PART }
  | { kind: ChapterContent; chapter: string; subjectId: string; chapterId: string };

export function chapterPartKey(kind: ChapterContent, chapter: string): PartKey {
  return `${kind}:${chapter}`;
}

export function parsePartKey(key: string): ParsedPart | null {
  if (key === SUBJECTS_PART) return { kind: SUBJECTS_PART };
  if (key === PROFILE_PART) return { kind: PROFILE_PART };
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon) as ChapterContent;
  if (colon < 0 || !CHAPTER_CONTENT.includes(kind)) return null;
  const chapter = key.slice(colon + 1);
  const [subjectId, chapterId] = splitChapterKey(chapter);
  if (!subjectId || !chapterId || chapter.indexOf('.') < 0) return null;
  return { kind, chapter, subjectId, chapterId };
}

/** A part's content normalised with the document's rules (the key must be valid: `parsePartKey`). */
export function normalisePart(part: ParsedPart, content: unknown, now: number): unknown {
  if (part.kind === SUBJECTS_PART) return normaliseSubjects(content);
  if (part.kind === PROFILE_PART) return normaliseProfileMusic(content);
  return normaliseChapterContent(part.kind, content, part.subjectId, part.chapterId, now);
}

/** Each part of `material` with its content; a chapter without cards (boards, maps) has none. */
export function partsOf(material: Material): Map<PartKey, unknown> {
  const parts = new Map<PartKey, unknown>([
    [SUBJECTS_PART, material.subjects],
    [PROFILE_PART, material.profileMusicUrl],
  ]);
  for (const kind of CHAPTER_CONTENT) {
    for (const [chapter, items] of Object.entries(material[kind])) parts.set(chapterPartKey(kind, chapter), items);
  }
  return parts;
}

export interface ChangedPart {
  key: PartKey;
  content: unknown;
}

/**
 * The parts that differ between `base` (the server's copy) and `next`: content compared as JSON,
 * a chapter list emptied sent as `[]`. Lists of chapters that `next` deleted are not sent: saving
 * the subject list drops them on the server.
 */
export function changedParts(base: Material, next: Material): ChangedPart[] {
  const before = partsOf(base);
  const after = partsOf(next);
  const existing = chapterKeys(next.subjects);
  const changed: ChangedPart[] = [];
  for (const [key, content] of after) {
    const old = before.get(key);
    if (old === content) continue;
    if (old === undefined || JSON.stringify(old) !== JSON.stringify(content)) changed.push({ key, content });
  }
  for (const key of before.keys()) {
    if (after.has(key)) continue;
    const part = parsePartKey(key);
    if (part && 'chapter' in part && existing.has(part.chapter)) changed.push({ key, content: [] });
  }
  return changed;
}

/** `material` with the parts in `parts` replaced (a chapter list `[]` or absent: none). */
export function withParts(material: Material, parts: Iterable<[PartKey, unknown]>): Material {
  const next: Material = { ...material, cards: { ...material.cards }, zoningSets: { ...material.zoningSets }, mindMaps: { ...material.mindMaps } };
  for (const [key, content] of parts) {
    const part = parsePartKey(key);
    if (!part) continue;
    if (part.kind === SUBJECTS_PART) next.subjects = content as Subject[];
    else if (part.kind === PROFILE_PART) next.profileMusicUrl = (content as string | null) ?? null;
    else {
      const lists = asRecord(next[part.kind]) as Record<string, unknown[]>;
      if (Array.isArray(content) && content.length > 0) lists[part.chapter] = content;
      else delete lists[part.chapter];
    }
  }
  return next;
}
