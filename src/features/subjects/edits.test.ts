import { describe, expect, it } from 'vitest';
import { emptyUserData, normaliseUserData, type StudyData } from '../../../domain/data/userData';
import {
  addChapter,
  addSubject,
  cleanName,
  removeChapter,
  removeSubject,
  renameChapter,
  renameSubject,
  restoreChapter,
  restoreSubject,
  snapshotChapter,
  snapshotSubject,
} from './edits';

const card = (id: string) => ({ id, answer: 'Artère', answers: ['Artère'], text: 'Vaisseau', imageUrl: null });

function sample(): StudyData {
  return normaliseUserData({
    ...emptyUserData(),
    subjects: [
      { id: 'anat', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'rein', name: 'Rein' }] },
      { id: 'pharma', name: 'Pharmaco', colorHex: '#ec4899', chapters: [{ id: 'atb', name: 'Antibiotiques' }] },
    ],
    cards: { 'anat.coeur': [card('c1')], 'anat.rein': [card('c2')], 'pharma.atb': [card('c3')] },
    progress: {
      'association:anat:coeur': { attempts: 10, correct: 7, lastAt: 1 },
      'association:pharma:atb': { attempts: 4, correct: 4, lastAt: 2 },
    },
  });
}

describe('subject edits', () => {
  it('adds a subject and chapters, trims names and refuses empty ones', () => {
    expect(cleanName('  Histologie  ')).toBe('Histologie');
    expect(cleanName('   ')).toBeNull();
    let data = addSubject('histo', 'Histologie', '#22c55e')(emptyUserData());
    data = addChapter('histo', 'tissus', 'Tissus')(data);
    expect(normaliseUserData(data).subjects).toEqual([
      { id: 'histo', name: 'Histologie', colorHex: '#22c55e', chapters: [{ id: 'tissus', name: 'Tissus' }] },
    ]);
  });

  it('renames in place; an edited name that comes out empty keeps the previous value', () => {
    let data = renameSubject('anat', '  Anatomie générale ')(sample());
    data = renameChapter('anat', 'coeur', 'Cœur et vaisseaux')(data);
    expect(data.subjects[0]!.name).toBe('Anatomie générale');
    expect(data.subjects[0]!.chapters[0]!.name).toBe('Cœur et vaisseaux');
    const before = data;
    expect(renameSubject('anat', '   ')(before)).toBe(before);
    expect(renameChapter('anat', 'coeur', '')(before)).toBe(before);
  });

  it('deleting a subject removes its chapters, cards and progress; undo puts everything back in place', () => {
    const data = sample();
    const snapshot = snapshotSubject(data, 'anat')!;
    const deleted = normaliseUserData(removeSubject(snapshot)(data));
    expect(deleted.subjects.map((s) => s.id)).toEqual(['pharma']);
    expect(Object.keys(deleted.cards)).toEqual(['pharma.atb']);
    expect(Object.keys(deleted.progress)).toEqual(['association:pharma:atb']);

    const restored = normaliseUserData(restoreSubject(snapshot)(deleted));
    expect(restored).toEqual(data);
    // A second undo changes nothing.
    expect(restoreSubject(snapshot)(restored)).toBe(restored);
  });

  it('the normaliser itself drops content left behind by a vanished subject or chapter', () => {
    const data = sample();
    const orphaned = normaliseUserData({ ...data, subjects: data.subjects.filter((s) => s.id !== 'anat') });
    expect(Object.keys(orphaned.cards)).toEqual(['pharma.atb']);
    expect(Object.keys(orphaned.progress)).toEqual(['association:pharma:atb']);
    const noChapter = normaliseUserData({
      ...data,
      subjects: data.subjects.map((s) => (s.id === 'anat' ? { ...s, chapters: s.chapters.filter((c) => c.id !== 'coeur') } : s)),
    });
    expect(Object.keys(noChapter.cards).sort()).toEqual(['anat.rein', 'pharma.atb']);
  });

  it('deleting a chapter removes its content only; undo restores it at its index', () => {
    const data = sample();
    const snapshot = snapshotChapter(data, 'anat', 'coeur')!;
    const deleted = normaliseUserData(removeChapter(snapshot)(data));
    expect(deleted.subjects[0]!.chapters.map((c) => c.id)).toEqual(['rein']);
    expect(Object.keys(deleted.cards).sort()).toEqual(['anat.rein', 'pharma.atb']);
    expect(deleted.progress['association:anat:coeur']).toBeUndefined();

    expect(normaliseUserData(restoreChapter(snapshot)(deleted))).toEqual(data);
  });

  it('a chapter undo does nothing once its subject is gone, and snapshots of unknown ids are null', () => {
    const data = sample();
    const chapter = snapshotChapter(data, 'anat', 'coeur')!;
    const withoutSubject = removeSubject(snapshotSubject(data, 'anat')!)(data);
    expect(restoreChapter(chapter)(withoutSubject)).toBe(withoutSubject);
    expect(snapshotSubject(data, 'nope')).toBeNull();
    expect(snapshotChapter(data, 'anat', 'nope')).toBeNull();
  });
});
