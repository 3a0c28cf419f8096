import { canName, type ItemQuestion } from '../questions/build';
import { choiceQuestion, distractorPool, type ChoiceQuestion } from '../questions/choices';
import { seededRandom, shuffle } from '../questions/random';
import type { ExamFormat } from './rules';

/** A question of an exam as drawn: the item, the format it is asked in, and its propositions for a QRU/QRM. */
export interface DrawnQuestion {
  question: ItemQuestion;
  format: ExamFormat;
  choice: ChoiceQuestion | null;
}

/** The formats an item can be asked in: a zone can be pointed only on a board; anything typed needs an answer to type. */
function possibleFormats(question: ItemQuestion, formats: readonly ExamFormat[]): ExamFormat[] {
  return formats.filter((format) => (format === 'zone' ? question.source.kind === 'legend' : canName(question)));
}

/**
 * The questions of an exam over `chapters` (each chapter's questions, `chapterQuestions`),
 * deterministic for `seed`: stratified across the chapters (each gives its share in turn, a
 * chapter that runs out leaves the rest to the others), the chosen formats spread evenly, a
 * QRU/QRM falling back to a QROC when its chapter lacks distinct distractors. Fewer than `count`
 * when the chapters hold fewer askable items.
 */
export function drawExam(chapters: readonly (readonly ItemQuestion[])[], count: number, formats: readonly ExamFormat[], seed: string): DrawnQuestion[] {
  const random = seededRandom(seed);
  const pools = chapters.map((questions) => shuffle(questions.filter((q) => possibleFormats(q, formats).length > 0), random));
  const picked: { question: ItemQuestion; chapter: number }[] = [];
  for (let round = 0; picked.length < count; round++) {
    let took = false;
    for (let c = 0; c < pools.length && picked.length < count; c++) {
      const question = pools[c]![round];
      if (question) {
        picked.push({ question, chapter: c });
        took = true;
      }
    }
    if (!took) break;
  }
  // Each question takes the chosen format asked least so far among those it can take (in the
  // chosen order on a tie): every format is asked when some item can take it.
  const asked = new Map<ExamFormat, number>(formats.map((f) => [f, 0]));
  return shuffle(picked, random).map(({ question, chapter }) => {
    const wanted = possibleFormats(question, formats).reduce((best, f) => (asked.get(f)! < asked.get(best)! ? f : best));
    const drawn = drawnAs(question, wanted, chapters[chapter]!, random);
    asked.set(drawn.format, (asked.get(drawn.format) ?? 0) + 1);
    return drawn;
  });
}

/** The question in `format`; a QRU/QRM whose chapter lacks distinct distractors falls back to a QROC. */
function drawnAs(question: ItemQuestion, format: ExamFormat, chapter: readonly ItemQuestion[], random: () => number): DrawnQuestion {
  if (format !== 'qru' && format !== 'qrm') return { question, format, choice: null };
  const choice = choiceQuestion(question, distractorPool(question, chapter), format, random);
  return choice ? { question, format, choice } : { question, format: 'qroc', choice: null };
}
