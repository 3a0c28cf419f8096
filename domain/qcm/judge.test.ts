import { describe, expect, it } from 'vitest';
import type { ChoiceQuestion } from '../questions/choices';
import { encodeTicked, parseTicked, qcmCheck, qcmCredit, qcmVerdict, rightText } from './judge';

const qrm: ChoiceQuestion = { format: 'qrm', propositions: ['A', 'B', 'C', 'D', 'E'], right: [0, 2] };
const qru: ChoiceQuestion = { format: 'qru', propositions: ['A', 'B', 'C', 'D'], right: [3] };

describe('a QCM answer as recorded', () => {
  it('round-trips the ticked indices, ascending and without repeats', () => {
    expect(encodeTicked([2, 0, 2])).toBe('[0,2]');
    expect(parseTicked('[0,2]')).toEqual([0, 2]);
    expect(parseTicked('[3,1,3]')).toEqual([1, 3]);
    expect(parseTicked('[]')).toEqual([]);
  });

  it('reads anything but an array of small whole numbers as no answer', () => {
    for (const text of ['', 'A', '{"x":0.1,"y":0.2}', '[0.5]', '[-1]', '["0"]', '[10]', '[0,1,2,3,4,5,6,7,8,9,0]', 'null']) {
      expect(parseTicked(text), text).toBeNull();
    }
  });
});

describe('the QCM judge', () => {
  it('maps the EDN credit to the training verdict: 1 right, 0,5 almost (earned, Hard in memory), 0 wrong', () => {
    expect(qcmVerdict(1)).toBe('right');
    expect(qcmVerdict(0.5)).toBe('almost');
    expect(qcmVerdict(0)).toBe('wrong');
  });

  it('gives the exam credit: a QRM partly, a QRU all or nothing, nothing ticked 0', () => {
    expect(qcmCredit(qrm, [0, 2])).toBe(1);
    expect(qcmCredit(qrm, [0])).toBe(0.5);
    expect(qcmCredit(qrm, [0, 1, 2])).toBe(0.5);
    expect(qcmCredit(qrm, [1, 3])).toBe(0);
    expect(qcmCredit(qrm, [])).toBe(0);
    expect(qcmCredit(qru, [3])).toBe(1);
    expect(qcmCredit(qru, [2])).toBe(0);
  });

  it('checks a recorded answer and names the right propositions', () => {
    const check = qcmCheck(qrm);
    expect(check('[0,2]', [])).toEqual({ verdict: 'right', expected: 'A · C' });
    expect(check('[2]', []).verdict).toBe('almost');
    expect(check('[1]', []).verdict).toBe('wrong');
    expect(check('', []).verdict).toBe('wrong');
    expect(check('garbage', []).verdict).toBe('wrong');
    expect(rightText(qru)).toBe('D');
  });
});
