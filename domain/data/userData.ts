import { isAcceptedAudioUrl } from '../urls';
import { normaliseCards, type Card } from './cards';
import { normaliseMindMap, type MindMap } from './mindMaps';
import { asArray, asRecord, asText, uniqueIds } from './primitives';
import { normaliseProgress, normaliseSessions, type ProgressEntry, type TrainingSession } from './sessions';
import { chapterKeys, normaliseSubjects, type Subject } from './subjects';
import { normaliseBoard, type ZoningBoard } from './zoning';

/** A user's whole study document (part 1 §3). Content is keyed by `subjectId.chapterId`. */
export interface UserData {
  subjects: Subject[];
  cards: Record<string, Card[]>;
  zoningSets: Record<string, ZoningBoard[]>;
  mindMaps: Record<string, MindMap[]>;
  progress: Record<string, ProgressEntry>;
  sessions: TrainingSession[];
  profileMusicUrl: string | null;
}

export function emptyUserData(): UserData {
  return { subjects: [], cards: {}, zoningSets: {}, mindMaps: {}, progress: {}, sessions: [], profileMusicUrl: null };
}

/** The content kept per chapter, each under its own key of the document. */
export const CHAPTER_CONTENT = ['cards', 'zoningSets', 'mindMaps'] as const;
export type ChapterContent = (typeof CHAPTER_CONTENT)[number];

/** One chapter's list of `kind` (cards, boards or maps), normalised; the same rule for a whole document and a part. */
export function normaliseChapterContent(kind: ChapterContent, items: unknown, subjectId: string, chapterId: string, now: number) {
  switch (kind) {
    case 'cards':
      return normaliseCards(items);
    case 'zoningSets':
      return uniqueIds(
        asArray(items, 500)
          .map((board) => normaliseBoard(board, subjectId, chapterId, now))
          .filter((board): board is ZoningBoard => board !== null),
      );
    case 'mindMaps':
      return uniqueIds(asArray(items, 500).map((map) => normaliseMindMap(map, subjectId, chapterId, now)));
  }
}

/**
 * Lists this module produced, with what they were normalised as (`<kind>:<chapter key>`, or the
 * subject list). The app normalises its copy after every edit: an edit copies only what it changes,
 * so the lists it kept are found here and kept as they are, and a document of thousands of cards is
 * not normalised again whole for one card. Lists are never changed in place (edits are pure).
 */
const normalised = new WeakMap<object, string>();
const SUBJECT_LIST = 'subjects';

function remembered<T extends object>(list: T, as: string): T {
  normalised.set(list, as);
  return list;
}

/** Applies `normalise` to every chapter key that still exists, dropping orphaned content. */
function perChapter<T>(input: unknown, keys: Set<string>, kind: ChapterContent, now: number): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const [key, items] of Object.entries(asRecord(input))) {
    if (!keys.has(key)) continue;
    const as = `${kind}:${key}`;
    if (typeof items === 'object' && items !== null && normalised.get(items) === as) {
      out[key] = items as T[];
      continue;
    }
    const [subjectId, chapterId] = splitChapterKey(key);
    const list = normaliseChapterContent(kind, items, subjectId, chapterId, now) as T[];
    if (list.length > 0) out[key] = remembered(list, as);
  }
  return out;
}

export function splitChapterKey(key: string): [string, string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

/** The profile music: an accepted audio address or none. */
export function normaliseProfileMusic(input: unknown): string | null {
  const music = asText(input, 2000);
  return music && isAcceptedAudioUrl(music) ? music : null;
}

/**
 * Normalises any input into a valid UserData. Total: never throws. Content of deleted
 * subjects or chapters is dropped, so deleting a subject removes its cards, boards, maps and progress.
 */
export function normaliseUserData(input: unknown, now: number = Date.now()): UserData {
  const raw = asRecord(input);
  const given = raw.subjects;
  const subjects =
    typeof given === 'object' && given !== null && normalised.get(given) === SUBJECT_LIST
      ? (given as Subject[])
      : remembered(normaliseSubjects(given), SUBJECT_LIST);
  const keys = chapterKeys(subjects);
  return {
    subjects,
    cards: perChapter<Card>(raw.cards, keys, 'cards', now),
    zoningSets: perChapter<ZoningBoard>(raw.zoningSets, keys, 'zoningSets', now),
    mindMaps: perChapter<MindMap>(raw.mindMaps, keys, 'mindMaps', now),
    progress: normaliseProgress(raw.progress, (key) => {
      const [, subjectId = '', chapterId = ''] = key.split(':');
      return keys.has(`${subjectId}.${chapterId}`);
    }),
    sessions: normaliseSessions(raw.sessions),
    profileMusicUrl: normaliseProfileMusic(raw.profileMusicUrl),
  };
}

/** What the student edits and saves: the whole document but the server's own record. */
export type Material = Omit<UserData, 'sessions' | 'progress'>;

/**
 * The app's copy of the user's data: the material, and the progress the server derives from the
 * recorded sessions. The sessions themselves are history, fetched by pages where they are shown.
 */
export type StudyData = Omit<UserData, 'sessions'>;

/** Normalises a study copy with the document's rules (the session list aside). */
export function normaliseStudyData(input: unknown, now: number = Date.now()): StudyData {
  const { sessions: _sessions, ...study } = normaliseUserData({ ...asRecord(input), sessions: [] }, now);
  return study;
}
