import { useState, type FormEvent } from 'react';
import type { ExamChapter } from '../../../domain/exam/api';
import { defaultMinutes, EXAM_FORMATS, EXAM_LIMITS, EXAM_PRESET, type ExamFormat } from '../../../domain/exam/rules';
import type { Material } from '../../../domain/data/userData';
import { chapterSources } from '../../../domain/questions/build';
import { messageOf } from '../../api/client';
import { examText } from '../../i18n/exam';
import { composeExam } from './api';

const key = (c: ExamChapter) => `${c.subjectId}/${c.chapterId}`;

/** The chapters that hold something to ask, by subject. */
function askableChapters(data: Material) {
  return data.subjects
    .map((subject) => ({
      subject,
      chapters: subject.chapters.filter((chapter) => chapterSources(data, subject.id, chapter.id).length > 0),
    }))
    .filter((group) => group.chapters.length > 0);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

interface NumberFieldProps {
  label: string;
  hint: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
}

/** A whole number typed freely, brought within its bounds when the field is left. */
function NumberField({ label, hint, min, max, value, onChange, onBlur }: NumberFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="input" type="number" inputMode="numeric" min={min} max={max} value={value} onChange={(e) => onChange(Number(e.target.value) || 0)} onBlur={onBlur} />
      <span className="field__hint">{hint}</span>
    </label>
  );
}

/**
 * Composing an exam: chapters across subjects, the number of questions, the duration (1 min 30
 * per question until edited), the formats, or the preset « Examen blanc ». The server draws.
 */
export function ExamComposer({ data, onStarted }: { data: Material; onStarted: (id: string) => void }) {
  const text = examText.compose;
  const groups = askableChapters(data);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [count, setCount] = useState(20);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [formats, setFormats] = useState<Set<ExamFormat>>(new Set(EXAM_FORMATS));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const duration = minutes ?? defaultMinutes(count);

  if (groups.length === 0) return <p className="exam-empty">{text.noMaterial}</p>;

  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const toggleFormat = (format: ExamFormat, on: boolean) =>
    setFormats((current) => {
      const next = new Set(current);
      if (on) next.add(format);
      else next.delete(format);
      return next;
    });
  const preset = () => {
    setCount(EXAM_PRESET.questionCount);
    setMinutes(EXAM_PRESET.durationMinutes);
    setFormats(new Set(EXAM_PRESET.formats));
    if (chosen.size === 0) toggle(groups.flatMap((g) => g.chapters.map((c) => key({ subjectId: g.subject.id, chapterId: c.id }))), true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setError(text.noChapter);
    if (formats.size === 0) return setError(text.noFormat);
    setError(null);
    setBusy(true);
    try {
      const chapters = groups.flatMap((g) => g.chapters.map((c) => ({ subjectId: g.subject.id, chapterId: c.id }))).filter((c) => chosen.has(key(c)));
      const exam = await composeExam({
        chapters,
        questionCount: clamp(count, EXAM_LIMITS.minQuestions, EXAM_LIMITS.maxQuestions),
        durationMinutes: clamp(duration, EXAM_LIMITS.minMinutes, EXAM_LIMITS.maxMinutes),
        formats: EXAM_FORMATS.filter((f) => formats.has(f)),
      });
      onStarted(exam.id);
    } catch (failure) {
      setError(messageOf(failure, text.failed));
      setBusy(false);
    }
  };

  return (
    <form className="exam-compose" onSubmit={submit} aria-labelledby="exam-compose-title" noValidate>
      <div className="exam-compose__head">
        <h2 id="exam-compose-title" className="exam-section__title">
          {text.title}
        </h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={preset} data-testid="exam-preset">
          {text.preset} <span className="exam-compose__preset-hint">· {text.presetHint}</span>
        </button>
      </div>
      <fieldset className="exam-compose__chapters">
        <legend className="field__label">{text.chapters}</legend>
        {groups.map(({ subject, chapters }) => {
          const ids = chapters.map((c) => key({ subjectId: subject.id, chapterId: c.id }));
          const all = ids.every((id) => chosen.has(id));
          return (
            <div key={subject.id} className="exam-compose__subject">
              <label className="exam-check exam-check--subject">
                <input type="checkbox" checked={all} onChange={(e) => toggle(ids, e.target.checked)} />
                {text.subjectAll(subject.name)}
              </label>
              <div className="exam-compose__chapter-list">
                {chapters.map((chapter, i) => (
                  <label key={chapter.id} className="exam-check">
                    <input type="checkbox" checked={chosen.has(ids[i]!)} onChange={(e) => toggle([ids[i]!], e.target.checked)} />
                    {chapter.name}
                  </label>
                ))}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="exam-compose__numbers">
        <NumberField
          label={text.count}
          hint={text.countHint}
          min={EXAM_LIMITS.minQuestions}
          max={EXAM_LIMITS.maxQuestions}
          value={count}
          onChange={setCount}
          onBlur={() => setCount((c) => clamp(c, EXAM_LIMITS.minQuestions, EXAM_LIMITS.maxQuestions))}
        />
        <NumberField
          label={text.duration}
          hint={text.durationHint(defaultMinutes(count))}
          min={EXAM_LIMITS.minMinutes}
          max={EXAM_LIMITS.maxMinutes}
          value={duration}
          onChange={setMinutes}
          onBlur={() => setMinutes((m) => (m === null ? null : clamp(m, EXAM_LIMITS.minMinutes, EXAM_LIMITS.maxMinutes)))}
        />
      </div>
      <fieldset className="exam-compose__formats">
        <legend className="field__label">{text.formats}</legend>
        {EXAM_FORMATS.map((format) => (
          <label key={format} className="exam-check exam-check--chip">
            <input type="checkbox" checked={formats.has(format)} onChange={(e) => toggleFormat(format, e.target.checked)} />
            {examText.formats[format]}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {busy ? text.starting : text.start}
      </button>
    </form>
  );
}
