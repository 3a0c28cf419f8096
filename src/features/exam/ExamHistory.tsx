import { Link, useNavigate } from 'react-router';
import type { ExamsOverview } from '../../../domain/exam/api';
import type { Material } from '../../../domain/data/userData';
import { ProgressChart } from '../../../editors/charts/ProgressChart';
import { examText } from '../../i18n/exam';
import { formatSessionDate } from '../stats/format';
import { chapterName, formatGrade } from './format';
import { reviseItems } from './revise';

/** Past exams (date, chapters, grade), the chart of grades over time, and « À retravailler ». */
export function ExamHistory({ overview, data }: { overview: ExamsOverview; data: Material | null }) {
  const text = examText.history;
  const navigate = useNavigate();
  const oldestFirst = [...overview.exams].reverse();
  return (
    <>
      <section className="exam-section" aria-labelledby="exam-history-title">
        <h2 id="exam-history-title" className="exam-section__title">
          {text.title}
        </h2>
        {overview.exams.length === 0 ? (
          <p className="exam-empty">{text.empty}</p>
        ) : (
          <>
            <ProgressChart
              points={oldestFirst.map((exam) => ({
                id: exam.id,
                value: exam.grade * 5,
                details: [formatSessionDate(exam.submittedAt), `${formatGrade(exam.grade)} ${examText.result.outOf}`],
              }))}
              labels={{
                title: text.chartTitle,
                expand: text.expand,
                collapse: text.collapse,
                summary: text.chartSummary(oldestFirst.length),
                formatTick: (value) => `${formatGrade(value / 5)}`,
              }}
            />
            <ul className="exam-history" data-testid="exam-history">
              {overview.exams.map((exam) => (
                <li key={exam.id} className="exam-history__item">
                  <div className="exam-history__main">
                    <span className="exam-history__date">{formatSessionDate(exam.submittedAt)}</span>
                    <span className="exam-history__chapters">{exam.chapters.map((c) => chapterName(data, c)).join(' · ')}</span>
                    <span className="exam-history__count">{text.questions(exam.total)}</span>
                  </div>
                  <strong className="exam-history__grade">
                    {formatGrade(exam.grade)} {examText.result.outOf}
                  </strong>
                  <Link className="btn btn--ghost btn--sm" to={`/examen/${encodeURIComponent(exam.id)}`}>
                    {text.open}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="exam-section" aria-labelledby="exam-rework-title">
        <h2 id="exam-rework-title" className="exam-section__title">
          {text.rework}
        </h2>
        <p className="exam-section__lead">{text.reworkLead}</p>
        {overview.toRework.length === 0 ? (
          <p className="exam-empty">{text.reworkEmpty}</p>
        ) : (
          <>
            <ol className="exam-rework" data-testid="exam-rework">
              {overview.toRework.map((item) => (
                <li key={item.itemId} className="exam-rework__item">
                  <span className="exam-rework__answer">{item.answer}</span>
                  <span className="exam-rework__meta">
                    {examText.kinds[item.kind]} · {chapterName(data, item)} · {text.misses(item.misses)}
                  </span>
                </li>
              ))}
            </ol>
            <button type="button" className="btn btn--ghost" onClick={() => reviseItems(navigate, overview.toRework.map((item) => item.itemId))}>
              {text.reviseRework}
            </button>
          </>
        )}
      </section>
    </>
  );
}
