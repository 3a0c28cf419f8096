import { answerCheck } from '../domain/answers/check';
import type { BenchFigure } from './types';
import { roundMs } from './stats';
import { seededRandom } from './zoning-board';

const CARDS = 5000;
const QUESTIONS = 500;
const ROUNDS = 5;
const SYLLABLES = ['car', 'dio', 'pul', 'mo', 'nai', 're', 'ven', 'tri', 'cu', 'le', 'ar', 'tè', 'oe', 'so', 'pha', 'ge', 'thy', 'roï', 'de', 'mus'];

/**
 * The server re-judging one session at its largest (500 typed questions) in a chapter of 5,000
 * cards, every answer a typo: the worst case, where each « almost » is compared with every other
 * answer of the chapter; the context is built once per session. One typo's share is what the
 * client's instant feedback pays.
 */
export async function run(): Promise<BenchFigure[]> {
  const random = seededRandom(7);
  const word = () => Array.from({ length: 2 + Math.floor(random() * 4) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('');
  const answers = Array.from({ length: CARDS }, (_, i) => `${word()} ${word()}${i % 3 === 0 ? ` ${word()}` : ''}`);
  const typo = (text: string) => {
    const at = 1 + Math.floor(random() * (text.length - 2));
    return text.slice(0, at) + text.slice(at + 1);
  };
  const asked = answers.slice(0, QUESTIONS).map((answer) => ({ answer, typed: typo(answer) }));

  let contextMs = Infinity;
  let judgeMs = Infinity;
  let almost = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const check = answerCheck(answers);
    const built = performance.now();
    almost = asked.filter(({ answer, typed }) => check(typed, [answer]).verdict === 'almost').length;
    contextMs = Math.min(contextMs, built - start);
    judgeMs = Math.min(judgeMs, performance.now() - built);
  }

  return [
    { benchmark: 'answer check', metric: `context of a chapter of ${CARDS} cards`, value: roundMs(contextMs), unit: 'ms' },
    { benchmark: 'answer check', metric: `judging a session of ${QUESTIONS} typos`, value: roundMs(judgeMs), unit: 'ms' },
    { benchmark: 'answer check', metric: 'one typo (feedback on the client)', value: roundMs((judgeMs / QUESTIONS) * 1000), unit: 'µs' },
    { benchmark: 'answer check', metric: 'typos judged almost', value: almost, unit: `of ${QUESTIONS}` },
  ];
}
