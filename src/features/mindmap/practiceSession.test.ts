import { describe, expect, it } from 'vitest';
import { answerCheck } from '../../../domain/answers/check';
import type { MindMap } from '../../../domain/data/mindMaps';
import { recordBody } from '../training/session';
import { checkAnswers, finishedSession, mindMapQuestions } from './practiceSession';

const map: MindMap = {
  id: 'm', subjectId: 's', chapterId: 'c', title: null, backgroundColor: null, createdAt: 1, updatedAt: 1,
  nodes: [
    { id: 'n1', label: '<b>Cœur</b>', color: '#6366f1', imageUrl: null, annotation: null, x: 0.2, y: 0.5 },
    { id: 'n2', label: 'Poumon', color: '#6366f1', imageUrl: null, annotation: null, x: 0.8, y: 0.5 },
  ],
  edges: [{ id: 'e1', fromId: 'n1', toId: 'n2', color: '#94a3b8', labelAbove: 'Artère', labelBelow: 'O<sub>2</sub>' }],
};

describe('mind-map practice session', () => {
  it('asks half of the texts, with node ids and edge text ids', () => {
    const questions = mindMapQuestions(map, () => 0);
    expect(questions.map((q) => q.cardId)).toEqual(['n1', 'n2']);
    expect(mindMapQuestions(map, () => 0.99).map((q) => q.cardId)).toEqual(['n1', 'e1:below']);
  });

  const check = answerCheck(['Cœur', 'Poumon', 'Artère', 'O2']);

  it('checks answers ignoring case, accents and markup, and records them for the server', () => {
    const questions = mindMapQuestions(map, () => 0.99);
    expect(checkAnswers(questions, { n1: ' <i>CŒUR</i>  ', 'e1:below': 'CO2' }, check)).toEqual({
      n1: { verdict: 'right', expected: 'Cœur' },
      'e1:below': { verdict: 'wrong', expected: 'O2' },
    });
    const state = finishedSession({ methodId: 'mindmap', subjectId: 's', chapterId: 'c' }, 'id', questions, { n1: 'cœur' }, 10, 20, check);
    expect(recordBody(state).questions).toEqual([
      { cardId: 'n1', correct: true, userAnswer: 'cœur', rightAnswer: 'Cœur' },
      { cardId: 'e1:below', correct: false, userAnswer: '', rightAnswer: 'O2' },
    ]);
  });

  it('counts a forgiven typo as correct, « Presque ! », unless it is as close to another text of the chapter', () => {
    const questions = mindMapQuestions(map, () => 0);
    const typed = { n1: 'cœur', n2: 'poumno' };
    expect(checkAnswers(questions, typed, check).n2).toEqual({ verdict: 'almost', expected: 'Poumon' });
    const state = finishedSession({ methodId: 'mindmap', subjectId: 's', chapterId: 'c' }, 'id', questions, typed, 10, 20, check);
    expect(state.entries[1]).toEqual({ userAnswer: 'poumno', validated: true, correct: true, almost: 'Poumon' });
    expect(recordBody(state).questions[1]).toEqual({ cardId: 'n2', correct: true, userAnswer: 'poumno', rightAnswer: 'Poumon' });
    const crowded = answerCheck(['Cœur', 'Poumon', 'Poumno']);
    expect(checkAnswers(questions, { n2: 'poumnon' }, crowded).n2!.verdict).toBe('wrong');
  });
});
