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

/** Applies `normalise` to every chapter key that still exists, dropping orphaned content. */
function perChapter<T>(
  input: unknown,
  keys: Set<string>,
  normalise: (items: unknown, subjectId: string, chapterId: string) => T[],
): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const [key, items] of Object.entries(asRecord(input))) {
    if (!keys.has(key)) continue;
    const [subjectId, chapterId] = splitChapterKey(key);
    const list = normalise(items, subjectId, chapterId);
    if (list.length > 0) out[key] = list;
  }
  return out;
}

function splitChapterKey(key: string): [string, string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

/**
 * Normalises any input into a valid UserData. Total: never throws. Content of deleted
 * subjects or chapters is dropped, so deleting a subject removes its cards, boards, maps and progress.
 */
export function normaliseUserData(input: unknown, now: number = Date.now()): UserData {
  const raw = asRecord(input);
  const subjects = normaliseSubjects(raw.subjects);
  const keys = chapterKeys(subjects);
  const music = asText(raw.profileMusicUrl, 2000);
  return {
    subjects,
    cards: perChapter(raw.cards, keys, (items) => normaliseCards(items)),
    zoningSets: perChapter(raw.zoningSets, keys, (items, s, c) =>
      uniqueIds(
        asArray(items, 500)
          .map((board) => normaliseBoard(board, s, c, now))
          .filter((board): board is ZoningBoard => board !== null),
      ),
    ),
    mindMaps: perChapter(raw.mindMaps, keys, (items, s, c) =>
      uniqueIds(asArray(items, 500).map((map) => normaliseMindMap(map, s, c, now))),
    ),
    progress: normaliseProgress(raw.progress, (key) => {
      const [, subjectId = '', chapterId = ''] = key.split(':');
      return keys.has(`${subjectId}.${chapterId}`);
    }),
    sessions: normaliseSessions(raw.sessions),
    profileMusicUrl: music && isAcceptedAudioUrl(music) ? music : null,
  };
}
