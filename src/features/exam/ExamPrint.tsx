import { useEffect } from 'react';
import type { ExamCorrection, SubmittedExam } from '../../../domain/exam/api';
import type { Material } from '../../../domain/data/userData';
import { blankPlace } from '../../../engine/mindmap/hiddenItems';
import { RichTextView } from '../../../editors/text/RichTextView';
import { examText } from '../../i18n/exam';
import { mindMapText } from '../../i18n/mindmap';
import { placeText } from '../mindmap/blankPlaceText';
import { formatSessionDate } from '../stats/format';
import { BoardSketch } from './BoardSketch';
import { blankOf, chapterName } from './format';

export type PrintPart = 'subject' | 'key';

const letter = (i: number) => String.fromCharCode(65 + i);

/** A question as printed: its text, board or map in words, and its propositions to tick or a line to write on. */
function PrintedQuestion({ q }: { q: ExamCorrection }) {
  const { prompt } = q;
  return (
    <li className="exam-print__question">
      <p className="exam-print__head">
        <strong>{q.index + 1}.</strong> {examText.formats[q.format]} · {examText.formatHints[q.format]}
      </p>
      {prompt.kind === 'card' && <RichTextView html={prompt.text} className="rich-text" />}
      {prompt.kind === 'card' && prompt.imageUrl && <img className="exam-print__image" src={prompt.imageUrl} alt="" />}
      {prompt.kind === 'legend' && (
        <>
          <p>{prompt.name ? examText.take.zoneAsk(prompt.name) : examText.take.zoneName}</p>
          <BoardSketch imageUrl={prompt.imageUrl} label={prompt.title ?? examText.take.board} zone={prompt.zone} />
        </>
      )}
      {prompt.kind === 'label' && (
        <p>
          {prompt.map.title ? `${prompt.map.title} : ` : ''}
          {mindMapText.practice.askedBlank(placeText(blankPlace(prompt.map, blankOf(prompt.blankId), new Set([prompt.blankId]))))}
        </p>
      )}
      {q.propositions ? (
        <ol className="exam-print__propositions">
          {q.propositions.map((p, i) => (
            <li key={i}>
              ☐ {letter(i)}. {p}
            </li>
          ))}
        </ol>
      ) : (
        q.format === 'qroc' && <p className="exam-print__line" aria-hidden="true" />
      )}
    </li>
  );
}

/** The answer key: each question's right answer, the zone to point drawn on its board. */
function KeyEntry({ q }: { q: ExamCorrection }) {
  return (
    <li className="exam-print__question">
      <p className="exam-print__head">
        <strong>{q.index + 1}.</strong> {examText.formats[q.format]} —{' '}
        {q.right ? q.right.map((i) => `${letter(i)}. ${q.propositions?.[i] ?? ''}`).join(' ; ') : q.rightAnswers.join(' ; ')}
      </p>
      {q.format === 'zone' && q.context.kind === 'legend' && <BoardSketch imageUrl={q.context.imageUrl} label={q.context.title ?? examText.take.board} zone={q.zone} tone="right" />}
    </li>
  );
}

/**
 * « Imprimer le sujet » / « Imprimer le corrigé »: the exam laid out for A4 (print stylesheet),
 * shown only when printing; the browser prints it (or saves it as a PDF) at each `request`.
 */
export function ExamPrint({ exam, data, part, request }: { exam: SubmittedExam; data: Material | null; part: PrintPart; request: number }) {
  const text = examText.print;
  useEffect(() => {
    window.print();
  }, [part, request]);
  return (
    <section className="exam-print" data-testid="exam-print" data-part={part}>
      <h1 className="exam-print__title">{part === 'subject' ? text.subjectTitle : text.keyTitle}</h1>
      <p className="exam-print__meta">
        {formatSessionDate(exam.startedAt)} · {text.questions(exam.total)} · {exam.chapters.map((c) => chapterName(data, c)).join(' · ')}
      </p>
      <ol className="exam-print__list">
        {exam.questions.map((q) => (part === 'subject' ? <PrintedQuestion key={q.index} q={q} /> : <KeyEntry key={q.index} q={q} />))}
      </ol>
    </section>
  );
}
