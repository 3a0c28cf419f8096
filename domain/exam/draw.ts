import type { Material } from '../data/userData';
import { canName, chapterSources, sourceAnswers, sourceQuestion, type ItemQuestion, type QuestionSource } from '../questions/build';
import { choiceQuestion, sourceDistractors, type ChoiceQuestion } from '../questions/choices';
import { seededRandom, shuffle } from '../questions/random';
import type { ExamChapter } from './api';
import type { ExamFormat } from './rules';

/** A question of an exam as drawn: the item, the format it is asked in, and its propositions for a QRU/QRM. */
export interface DrawnQuestion {
  question: ItemQuestion;
  format: ExamFormat;
  choice: ChoiceQuestion | null;
}

/** The formats an item can be asked in: a zone can be pointed only on a board; anything typed needs an answer to type. */
function possibleFormats(source: QuestionSource, formats: readonly ExamFormat[]): ExamFormat[] {
  return formats.filter((format) => (format === 'zone' ? source.kind === 'legend' : canName({ answers: sourceAnswers(source) })));
}

/** Whether the item can be asked in one of the formats (`possibleFormats` not empty), for every item of the chapters. */
function canBeAsked(formats: readonly ExamFormat[]): (source: QuestionSource) => boolean {
  const pointed = formats.includes('zone');
  const typed = formats.some((format) => format !== 'zone');
  return (source) => (pointed && source.kind === 'legend') || (typed && canName({ answers: sourceAnswers(source) }));
}

/**
 * The questions of an exam over `chapters` of the material, deterministic for `seed`: stratified
 * across the chapters (each gives its share in turn, a chapter that runs out leaves the rest to
 * the others), the chosen formats spread evenly, a QRU/QRM falling back to a QROC when its
 * chapter lacks distinct distractors. Fewer than `count` when the chapters hold fewer askable
 * items. The items are drawn first; only the drawn ones are built into questions (a memory item,
 * propositions), so the cost follows `count`, not the size of the chapters.
 */
export function drawExam(data: Material, chapters: readonly ExamChapter[], count: number, formats: readonly ExamFormat[], seed: string): DrawnQuestion[] {
  const random = seededRandom(seed);
  const sources = chapters.map((c) => chapterSources(data, c.subjectId, c.chapterId));
  const askable = canBeAsked(formats);
  const pools = sources.map((list) => shuffle(list.filter(askable), random));
  const picked: { source: QuestionSource; chapter: number }[] = [];
  for (let round = 0; picked.length < count; round++) {
    let took = false;
    for (let c = 0; c < pools.length && picked.length < count; c++) {
      const source = pools[c]![round];
      if (source) {
        picked.push({ source, chapter: c });
        took = true;
      }
    }
    if (!took) break;
  }
  // Each question takes the chosen format asked least so far among those it can take (in the
  // chosen order on a tie): every format is asked when some item can take it.
  const asked = new Map<ExamFormat, number>(formats.map((f) => [f, 0]));
  return shuffle(picked, random).map(({ source, chapter }) => {
    const wanted = possibleFormats(source, formats).reduce((best, f) => (asked.get(f)! < asked.get(best)! ? f : best));
    const { subjectId, chapterId } = chapters[chapter]!;
    const drawn = drawnAs(sourceQuestion(subjectId, chapterId, source), wanted, sources[chapter]!, random);
    asked.set(drawn.format, (asked.get(drawn.format) ?? 0) + 1);
    return drawn;
  });
}

/** The question in `format`; a QRU/QRM whose chapter lacks distinct distractors falls back to a QROC. */
function drawnAs(question: ItemQuestion, format: ExamFormat, chapter: readonly QuestionSource[], random: () => number): DrawnQuestion {
  if (format !== 'qru' && format !== 'qrm') return { question, format, choice: null };
  const choice = choiceQuestion(question, sourceDistractors(question.source, chapter), format, random);
  return choice ? { question, format, choice } : { question, format: 'qroc', choice: null };
}
