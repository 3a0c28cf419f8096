import { limits } from '../limits';
import { PALETTE, asArray, asHexColour, asId, asRecord, asText, uniqueIds } from './primitives';

export const SUBJECT_PALETTE = PALETTE;

export interface Chapter {
  id: string;
  name: string;
}

export interface Subject {
  id: string;
  name: string;
  colorHex: string;
  chapters: Chapter[];
}

/** The key under which a chapter's cards, boards and maps are stored. */
export function chapterKey(subjectId: string, chapterId: string): string {
  return `${subjectId}.${chapterId}`;
}

/** Subjects with a name; nameless chapters and subjects are dropped. */
export function normaliseSubjects(input: unknown): Subject[] {
  const subjects: Subject[] = [];
  for (const [index, item] of asArray(input, 500).entries()) {
    const raw = asRecord(item);
    const name = asText(raw.name, limits.textInputMax);
    if (!name) continue;
    const chapters: Chapter[] = [];
    for (const chapterItem of asArray(raw.chapters, 500)) {
      const chapter = asRecord(chapterItem);
      const chapterName = asText(chapter.name, limits.textInputMax);
      if (chapterName) chapters.push({ id: asId(chapter.id), name: chapterName });
    }
    subjects.push({
      id: asId(raw.id),
      name,
      colorHex: asHexColour(raw.colorHex, SUBJECT_PALETTE[index % SUBJECT_PALETTE.length]!),
      chapters: uniqueIds(chapters),
    });
  }
  return uniqueIds(subjects);
}

/** Every `subjectId.chapterId` key that exists, for pruning orphaned content. */
export function chapterKeys(subjects: Subject[]): Set<string> {
  const keys = new Set<string>();
  for (const subject of subjects) {
    for (const chapter of subject.chapters) keys.add(chapterKey(subject.id, chapter.id));
  }
  return keys;
}
