import { describe, expect, it } from 'vitest';
import { emptyUserData, normaliseUserData } from '../../../domain/data/userData';
import { fr } from '../../i18n/fr';
import { chapterSummary, chooseChapter, chooseMethod, pickPath } from './selection';

const subjects = [
  { id: 'anat', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'rein', name: 'Rein' }] },
  { id: 'vide', name: 'Vide', colorHex: '#ec4899', chapters: [] },
];

describe('session picker selection', () => {
  it('writes the picker address with what is preselected', () => {
    expect(pickPath({})).toBe('/pick');
    expect(pickPath({ subjectId: 'anat', chapterId: 'coeur' })).toBe('/pick?subject=anat&chapter=coeur');
    expect(pickPath({ methodId: 'mindmap', subjectId: 'a b' })).toBe('/pick?method=mindmap&subject=a+b');
  });

  it('takes the asked method, else the remembered one, else association; never one that is not available', () => {
    expect(chooseMethod('mindmap', 'image-zoning')).toBe('mindmap');
    expect(chooseMethod(null, 'image-zoning')).toBe('image-zoning');
    expect(chooseMethod('qcm', null)).toBe('qcm');
    expect(chooseMethod('group', null)).toBe('association');
    expect(chooseMethod('nope', 'dictation')).toBe('association');
  });

  it('keeps an existing subject and chapter, else falls back to the first ones', () => {
    expect(chooseChapter(subjects, 'anat', 'rein')).toEqual({ subjectId: 'anat', chapterId: 'rein' });
    expect(chooseChapter(subjects, 'anat', 'gone')).toEqual({ subjectId: 'anat', chapterId: 'coeur' });
    expect(chooseChapter(subjects, 'gone', null)).toEqual({ subjectId: 'anat', chapterId: 'coeur' });
    expect(chooseChapter(subjects, 'vide', 'coeur')).toEqual({ subjectId: 'vide', chapterId: null });
    expect(chooseChapter([], 'anat', 'coeur')).toEqual({ subjectId: null, chapterId: null });
  });

  it('sums up a chapter: content count for the method, rounded success rate, last session', () => {
    const data = normaliseUserData({
      ...emptyUserData(),
      subjects,
      cards: {
        'anat.coeur': [
          { id: 'c1', answers: ['Aorte'], text: 'Gros vaisseau' },
          { id: 'c2', answers: ['Artère'], text: 'Vaisseau' },
        ],
      },
      progress: { 'association:anat:coeur': { attempts: 3, correct: 2, lastAt: 1234 } },
    });
    expect(chapterSummary(data, 'association', 'anat', 'coeur')).toEqual({ count: 2, successRate: 67, lastAt: 1234 });
    expect(chapterSummary(data, 'mindmap', 'anat', 'coeur')).toEqual({ count: 0, successRate: null, lastAt: null });
    expect(chapterSummary(data, 'association', 'anat', 'rein')).toEqual({ count: 0, successRate: null, lastAt: null });
  });

  it('counts for a QCM the items it can ask as QRU/QRM: none in a chapter of fewer than four distinct answers', () => {
    const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));
    const data = normaliseUserData({ ...emptyUserData(), subjects, cards: { 'anat.coeur': cards(12), 'anat.rein': cards(3) } });
    expect(chapterSummary(data, 'qcm', 'anat', 'coeur').count).toBe(12);
    expect(chapterSummary(data, 'qcm', 'anat', 'rein').count).toBe(0);
  });

  it('names the content of each method', () => {
    expect(fr.pick.counts.association(1)).toBe('1 carte');
    expect(fr.pick.counts['image-zoning'](2)).toBe('2 légendes');
    expect(fr.pick.counts.mindmap(0)).toBe('0 élément à retrouver');
    expect(fr.pick.counts.qcm(12)).toBe('12 questions possibles');
    expect(fr.pick.counts.qcm(45)).toBe('45 questions possibles (20 par session)');
  });
});
