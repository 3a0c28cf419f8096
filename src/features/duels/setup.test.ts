import { describe, expect, it } from 'vitest';
import { emptyUserData, type Material } from '../../../domain/data/userData';
import { availableQuestions, duelSubjects, methodsOf, neededQuestions, setupBody, type SetupChoice } from './setup';

const cards = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, answer: `Réponse ${prefix}${i}`, answers: [`Réponse ${prefix}${i}`], text: `Question ${i}`, imageUrl: null }));

const material: Material = {
  ...emptyUserData(),
  subjects: [
    { id: 's', name: 'Sujet', colorHex: '#6366f1', chapters: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'vide', name: 'Vide' }] },
    { id: 'rien', name: 'Rien', colorHex: '#22c55e', chapters: [{ id: 'x', name: 'X' }] },
  ],
  cards: { 's.a': cards('a', 6), 's.b': cards('b', 3) },
};

describe('setting up a duel', () => {
  it('offers only the subjects and chapters holding something a duel can ask', () => {
    expect(duelSubjects(material)).toEqual([{ id: 's', name: 'Sujet', chapters: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }]);
  });

  it('counts the questions the server could draw for the chapters and methods chosen (no chapter: the whole subject)', () => {
    expect(availableQuestions(material, 's', [], methodsOf('cards'))).toBe(9);
    expect(availableQuestions(material, 's', ['b'], methodsOf('cards'))).toBe(3);
    expect(availableQuestions(material, 's', [], methodsOf('legends'))).toBe(0);
    expect(availableQuestions(material, 's', ['a'], methodsOf('mixed'))).toBe(6);
    expect(availableQuestions(material, 'inconnue', [], methodsOf('mixed'))).toBe(0);
  });

  it('asks 5 or 10 questions live, 3 rounds of 3 in turns, and sends the methods of the choice', () => {
    const live: SetupChoice = { subjectId: 's', chapterIds: [], choice: 'mixed', mode: 'live', questionCount: 5 };
    expect(neededQuestions(live)).toBe(5);
    expect(neededQuestions({ ...live, questionCount: 10 })).toBe(10);
    expect(neededQuestions({ ...live, mode: 'turns' })).toBe(9);
    expect(setupBody(live)).toEqual({ mode: 'live', subjectId: 's', chapterIds: [], methods: ['cards', 'legends', 'blanks'], questionCount: 5 });
    expect(setupBody({ ...live, choice: 'blanks' }).methods).toEqual(['blanks']);
  });
});
