import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ExamCorrection, SubmittedExam } from '../../../domain/exam/api';
import type { Material } from '../../../domain/data/userData';
import { examText } from '../../i18n/exam';
import { formatDuration } from '../stats/format';
import { BoardSketch } from './BoardSketch';
import { ExamPrint, type PrintPart } from './ExamPrint';
import { ExamPromptView } from './ExamPromptView';
import { chapterName, formatGrade } from './format';
import { reviseItems } from './revise';

const text = examText.result;

/** What the student answered, in words. */
function givenText(q: ExamCorrection): string {
  const answer = q.answer;
  if (!answer) return text.noAnswer;
  if ('text' in answer) return answer.text;
  if ('ticked' in answer) return answer.ticked.map((i) => `${String.fromCharCode(65 + i)}. ${q.propositions?.[i] ?? ''}`).join(' ; ');
  return text.pointedHere;
}

function verdictOf(q: ExamCorrection): { tone: 'right' | 'wrong' | 'partial'; label: string } {
  if (q.credit === 1) return { tone: 'right', label: text.right };
  if (q.credit === 0.5) return { tone: 'partial', label: text.partial };
  if (q.verdict === 'almost') return { tone: 'wrong', label: text.almost };
  return { tone: 'wrong', label: text.wrong };
}

function CorrectionItem({ q, data }: { q: ExamCorrection; data: Material | null }) {
  const verdict = verdictOf(q);
  const context = q.context;
  const point = q.answer && 'point' in q.answer ? q.answer.point : null;
  return (
    <li className={`exam-correction exam-correction--${verdict.tone}`} data-testid="exam-correction">
      <div className="exam-correction__head">
        <span className="exam-correction__number">{q.index + 1}</span>
        <span className="exam-format">{examText.formats[q.format]}</span>
        <span className="exam-correction__chapter">{chapterName(data, q)}</span>
        <strong className={`exam-correction__verdict exam-correction__verdict--${verdict.tone}`}>
          {verdict.label} · {formatGrade(q.credit)}
        </strong>
      </div>
      <div className="exam-correction__context">
        {context.kind === 'legend' ? (
          <BoardSketch imageUrl={context.imageUrl} label={context.title ?? examText.take.board} zone={q.zone} point={point} tone={q.credit === 1 ? 'right' : 'wrong'} />
        ) : (
          <ExamPromptView prompt={context} verdict={q.credit === 1 ? 'right' : 'wrong'} />
        )}
      </div>
      {q.propositions && (
        <ol className="exam-propositions exam-propositions--key">
          {q.propositions.map((p, i) => {
            const right = q.right?.includes(i) ?? false;
            const ticked = q.answer && 'ticked' in q.answer ? q.answer.ticked.includes(i) : false;
            return (
              <li key={i} className={`exam-proposition exam-proposition--static${right ? ' exam-proposition--right' : ''}${ticked ? ' exam-proposition--ticked' : ''}`}>
                <span className="exam-proposition__key">{String.fromCharCode(65 + i)}</span>
                <span>{p}</span>
                <span className="exam-proposition__mark" aria-label={right ? text.right : text.wrong}>
                  {right ? '✓' : '✗'}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <dl className="exam-correction__answers">
        <div>
          <dt>{text.yourAnswer}</dt>
          <dd data-testid="exam-given">{givenText(q)}</dd>
        </div>
        <div>
          <dt>{text.rightAnswer}</dt>
          <dd data-testid="exam-expected">{q.right ? q.right.map((i) => q.propositions?.[i]).join(' ; ') : q.rightAnswers.join(' ; ')}</dd>
        </div>
        <div>
          <dt>{text.time}</dt>
          <dd>{formatDuration(q.timeMs)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Points earned out of questions asked, per chapter or per format. */
function Breakdown({ id, title, rows }: { id: string; title: string; rows: { key: string; name: string; earned: number; total: number }[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="exam-section__title">
        {title}
      </h3>
      <table className="exam-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>
                {formatGrade(row.earned)} / {row.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The grade /20, the breakdown per chapter and format, « Réviser ces erreurs », and every question corrected. */
export function ExamResult({ exam, data }: { exam: SubmittedExam; data: Material | null }) {
  const navigate = useNavigate();
  const missed = [...new Set(exam.questions.filter((q) => q.credit < 1).map((q) => q.itemId))];
  // The sheet stays (hidden on screen) once printed; each press prints again.
  const [printing, setPrinting] = useState<{ part: PrintPart; request: number } | null>(null);
  const print = (part: PrintPart) => setPrinting((current) => ({ part, request: (current?.request ?? 0) + 1 }));
  return (
    <div className="exam-result" data-testid="exam-result">
      {printing && <ExamPrint exam={exam} data={data} part={printing.part} request={printing.request} />}
      <section className="exam-grade" aria-labelledby="exam-grade-title">
        <h2 id="exam-grade-title" className="exam-grade__label">
          {text.grade}
        </h2>
        <p className="exam-grade__value" data-testid="exam-grade">
          {formatGrade(exam.grade)} <span className="exam-grade__out">{text.outOf}</span>
        </p>
        {exam.submittedBy === 'clock' && <p className="exam-banner exam-banner--warning">{text.byClock}</p>}
        <p className="exam-grade__note">{text.noPoints}</p>
        <div className="exam-grade__actions">
          <button type="button" className="btn btn--primary" disabled={missed.length === 0} onClick={() => reviseItems(navigate, missed)}>
            {missed.length === 0 ? text.noMistake : text.reviseMistakes}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => print('subject')}>
            {text.printSubject}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => print('key')}>
            {text.printKey}
          </button>
          <Link className="btn btn--ghost" to="/examen">
            {text.back}
          </Link>
        </div>
      </section>
      <div className="exam-breakdown">
        <Breakdown id="exam-by-chapter" title={text.byChapter} rows={exam.byChapter.map((row) => ({ key: `${row.subjectId}/${row.chapterId}`, name: chapterName(data, row), ...row }))} />
        <Breakdown id="exam-by-format" title={text.byFormat} rows={exam.byFormat.map((row) => ({ key: row.format, name: examText.formats[row.format], ...row }))} />
      </div>
      <section aria-labelledby="exam-correction-title">
        <h3 id="exam-correction-title" className="exam-section__title">
          {text.correction}
        </h3>
        <ol className="exam-corrections">
          {exam.questions.map((q) => (
            <CorrectionItem key={q.index} q={q} data={data} />
          ))}
        </ol>
      </section>
    </div>
  );
}
