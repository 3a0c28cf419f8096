import { chapterKey, type Chapter, type Subject } from '../../../domain/data/subjects';
import type { StudyData } from '../../../domain/data/userData';
import { limits } from '../../../domain/limits';

/**
 * Pure edits of the subjects and chapters (part 1 §5). Ids are chosen by the caller, so an edit
 * replayed on a newer copy of the document gives the same result.
 */
type Edit = (data: StudyData) => StudyData;

/** A new name, trimmed; null when nothing is left. */
export function cleanName(input: string): string | null {
  const name = input.trim().slice(0, limits.textInputMax);
  return name.length > 0 ? name : null;
}

function mapSubject(subjectId: string, change: (subject: Subject) => Subject): Edit {
  return (data) => ({ ...data, subjects: data.subjects.map((s) => (s.id === subjectId ? change(s) : s)) });
}

export function addSubject(id: string, name: string, colorHex: string): Edit {
  return (data) => ({ ...data, subjects: [...data.subjects, { id, name, colorHex, chapters: [] }] });
}

/** An edited name that comes out empty keeps the previous one. */
export function renameSubject(subjectId: string, input: string): Edit {
  const name = cleanName(input);
  return name === null ? (data) => data : mapSubject(subjectId, (s) => ({ ...s, name }));
}

export function addChapter(subjectId: string, id: string, name: string): Edit {
  return mapSubject(subjectId, (s) => ({ ...s, chapters: [...s.chapters, { id, name }] }));
}

export function renameChapter(subjectId: string, chapterId: string, input: string): Edit {
  const name = cleanName(input);
  if (name === null) return (data) => data;
  return mapSubject(subjectId, (s) => ({ ...s, chapters: s.chapters.map((c) => (c.id === chapterId ? { ...c, name } : c)) }));
}

/** Content stored under some chapters: kept aside on delete so undo can put it back. */
export interface ChapterContent {
  cards: StudyData['cards'];
  zoningSets: StudyData['zoningSets'];
  mindMaps: StudyData['mindMaps'];
  progress: StudyData['progress'];
}

function pick<T>(record: Record<string, T>, keep: (key: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));
}

function contentOf(data: StudyData, keys: Set<string>): ChapterContent {
  const inKeys = (key: string) => keys.has(key);
  return {
    cards: pick(data.cards, inKeys),
    zoningSets: pick(data.zoningSets, inKeys),
    mindMaps: pick(data.mindMaps, inKeys),
    // Progress keys are `method:subject:chapter`.
    progress: pick(data.progress, (key) => {
      const [, subjectId = '', chapterId = ''] = key.split(':');
      return keys.has(chapterKey(subjectId, chapterId));
    }),
  };
}

/** Drops content of the given keys; the normaliser would drop orphans too, this keeps the local copy exact. */
function withoutContent(data: StudyData, content: ChapterContent): StudyData {
  const drop = <T>(record: Record<string, T>, removed: Record<string, T>) => pick(record, (key) => !(key in removed));
  return {
    ...data,
    cards: drop(data.cards, content.cards),
    zoningSets: drop(data.zoningSets, content.zoningSets),
    mindMaps: drop(data.mindMaps, content.mindMaps),
    progress: drop(data.progress, content.progress),
  };
}

/** Puts content back without overwriting anything created since. */
function withContent(data: StudyData, content: ChapterContent): StudyData {
  return {
    ...data,
    cards: { ...content.cards, ...data.cards },
    zoningSets: { ...content.zoningSets, ...data.zoningSets },
    mindMaps: { ...content.mindMaps, ...data.mindMaps },
    progress: { ...content.progress, ...data.progress },
  };
}

export interface SubjectSnapshot {
  subject: Subject;
  index: number;
  content: ChapterContent;
}

export function snapshotSubject(data: StudyData, subjectId: string): SubjectSnapshot | null {
  const index = data.subjects.findIndex((s) => s.id === subjectId);
  const subject = data.subjects[index];
  if (!subject) return null;
  const keys = new Set(subject.chapters.map((c) => chapterKey(subject.id, c.id)));
  return { subject, index, content: contentOf(data, keys) };
}

/** Removes a subject with its chapters and everything stored under them. */
export function removeSubject(snapshot: SubjectSnapshot): Edit {
  return (data) => {
    const kept = data.subjects.filter((s) => s.id !== snapshot.subject.id);
    const keys = new Set(snapshot.subject.chapters.map((c) => chapterKey(snapshot.subject.id, c.id)));
    return { ...withoutContent(data, contentOf(data, keys)), subjects: kept };
  };
}

/** Undo of removeSubject: back at its place, unless it exists again. */
export function restoreSubject(snapshot: SubjectSnapshot): Edit {
  return (data) => {
    if (data.subjects.some((s) => s.id === snapshot.subject.id)) return data;
    const subjects = [...data.subjects];
    subjects.splice(Math.min(snapshot.index, subjects.length), 0, snapshot.subject);
    return { ...withContent(data, snapshot.content), subjects };
  };
}

export interface ChapterSnapshot {
  subjectId: string;
  chapter: Chapter;
  index: number;
  content: ChapterContent;
}

export function snapshotChapter(data: StudyData, subjectId: string, chapterId: string): ChapterSnapshot | null {
  const chapters = data.subjects.find((s) => s.id === subjectId)?.chapters ?? [];
  const index = chapters.findIndex((c) => c.id === chapterId);
  const chapter = chapters[index];
  if (!chapter) return null;
  return { subjectId, chapter, index, content: contentOf(data, new Set([chapterKey(subjectId, chapterId)])) };
}

export function removeChapter(snapshot: ChapterSnapshot): Edit {
  return (data) => {
    const key = chapterKey(snapshot.subjectId, snapshot.chapter.id);
    const cleared = withoutContent(data, contentOf(data, new Set([key])));
    return mapSubject(snapshot.subjectId, (s) => ({ ...s, chapters: s.chapters.filter((c) => c.id !== snapshot.chapter.id) }))(cleared);
  };
}

/** Undo of removeChapter; nothing happens if its subject is gone or it exists again. */
export function restoreChapter(snapshot: ChapterSnapshot): Edit {
  return (data) => {
    const subject = data.subjects.find((s) => s.id === snapshot.subjectId);
    if (!subject || subject.chapters.some((c) => c.id === snapshot.chapter.id)) return data;
    const chapters = [...subject.chapters];
    chapters.splice(Math.min(snapshot.index, chapters.length), 0, snapshot.chapter);
    return mapSubject(snapshot.subjectId, (s) => ({ ...s, chapters }))(withContent(data, snapshot.content));
  };
}
