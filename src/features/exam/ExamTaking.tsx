import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamQuestionView, ExamState, RunningExam } from '../../../domain/exam/api';
import type { ExamAnswer } from '../../../domain/exam/grade';
import { EXAM_LIMITS } from '../../../domain/exam/rules';
import { messageOf } from '../../api/client';
import { examText } from '../../i18n/exam';
import { fetchExamQuestion, saveExamAnswer, submitExam } from './api';
import { Countdown } from './Countdown';
import { ExamPromptView } from './ExamPromptView';
import { ZonePointer } from './ZonePointer';

const text = examText.take;
/** A typed answer is saved this long after the last key, or at once when leaving the question. */
const TYPING_SAVE_MS = 700;

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/**
 * Taking an exam: one question per screen, « Précédente » / « Suivante », the grid of numbers
 * (answered, unanswered, « À revoir »), the server's countdown. Every answer is saved on the
 * server as given; nothing is judged before the exam is handed in. Keyboard: 1–5 tick the
 * propositions, Enter goes on, F flags.
 */
export function ExamTaking({ exam: initial, onFinished }: { exam: RunningExam; onFinished: (state: ExamState | null) => void }) {
  const [exam, setExam] = useState(initial);
  const [offset] = useState(() => initial.now - Date.now());
  const total = exam.slots.length;
  const [index, setIndex] = useState(() => initial.slots.find((s) => !s.answered)?.index ?? 0);
  const views = useRef(new Map<number, ExamQuestionView>());
  const [view, setView] = useState<ExamQuestionView | null>(null);
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const pendingText = useRef<{ index: number; text: string } | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback(
    async (at: number, body: { answer?: ExamAnswer | null; flagged?: boolean }) => {
      setStatus('saving');
      const cached = views.current.get(at);
      if (cached) views.current.set(at, { ...cached, ...(body.answer !== undefined ? { answer: body.answer } : {}), ...(body.flagged !== undefined ? { flagged: body.flagged } : {}) });
      try {
        const state = await saveExamAnswer(exam.id, at, body);
        if (state.status === 'running') setExam(state);
        setStatus('saved');
      } catch (failure) {
        setStatus('failed');
        setError(messageOf(failure, text.saveFailed));
      }
    },
    [exam.id],
  );

  /** Saves the typed answer waiting for its pause, before leaving the question or the exam. */
  const flushTyped = useCallback(async () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = null;
    const pending = pendingText.current;
    pendingText.current = null;
    if (pending) await save(pending.index, { answer: { text: pending.text } });
  }, [save]);

  // Opening a question: the one seen already shows at once, and the server notes it is on screen.
  useEffect(() => {
    let current = true;
    const cached = views.current.get(index);
    setView(cached ?? null);
    setTyped(cached?.answer && 'text' in cached.answer ? cached.answer.text : '');
    fetchExamQuestion(exam.id, index).then(
      (fresh) => {
        if (!current) return;
        if (!views.current.has(index)) {
          views.current.set(index, fresh);
          setView(fresh);
          setTyped(fresh.answer && 'text' in fresh.answer ? fresh.answer.text : '');
        }
      },
      (failure: unknown) => current && setError(messageOf(failure, text.saveFailed)),
    );
    return () => {
      current = false;
    };
  }, [exam.id, index]);

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= total) return;
      void flushTyped();
      setConfirming(false);
      setIndex(next);
    },
    [flushTyped, total],
  );

  const onType = (value: string) => {
    setTyped(value);
    pendingText.current = { index, text: value };
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => void flushTyped(), TYPING_SAVE_MS);
  };

  const tick = useCallback(
    (choice: number) => {
      if (!view?.propositions || choice >= view.propositions.length) return;
      const before = view.answer && 'ticked' in view.answer ? view.answer.ticked : [];
      const ticked = view.format === 'qru' ? (before.includes(choice) ? [] : [choice]) : before.includes(choice) ? before.filter((i) => i !== choice) : [...before, choice].sort();
      const answer = ticked.length > 0 ? { ticked } : null;
      setView({ ...view, answer });
      void save(view.index, { answer });
    },
    [view, save],
  );

  const toggleFlag = useCallback(() => {
    if (!view) return;
    setView({ ...view, flagged: !view.flagged });
    void save(view.index, { flagged: !view.flagged });
  }, [view, save]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || timeUp) return;
      if (isTyping(event.target)) {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.dataset.examAnswer !== undefined) {
          event.preventDefault();
          go(index + 1);
        }
        return;
      }
      if (/^[1-5]$/.test(event.key)) {
        event.preventDefault();
        tick(Number(event.key) - 1);
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement) && !(event.target instanceof HTMLAnchorElement)) {
        event.preventDefault();
        go(index + 1);
      } else if (event.key === 'f' || event.key === 'F') {
        event.preventDefault();
        toggleFlag();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, tick, toggleFlag, timeUp]);

  // At zero the server hands the exam in (after the grace for answers in flight): the last typed answer goes first.
  const onZero = useCallback(() => {
    setTimeUp(true);
    void flushTyped().finally(() => setTimeout(() => onFinished(null), EXAM_LIMITS.graceMs + 500));
  }, [flushTyped, onFinished]);

  const handIn = async () => {
    await flushTyped();
    try {
      onFinished(await submitExam(exam.id));
    } catch (failure) {
      setError(messageOf(failure, text.saveFailed));
    }
  };

  const unanswered = exam.slots.filter((s) => !s.answered).length;
  const point = view?.answer && 'point' in view.answer ? view.answer.point : null;
  const ticked = view?.answer && 'ticked' in view.answer ? view.answer.ticked : [];

  return (
    <div className="exam-take" data-testid="exam-take">
      <div className="exam-take__bar">
        <span className="exam-take__counter" data-testid="exam-counter">
          {text.question(index + 1, total)}
        </span>
        <Countdown deadline={exam.deadline} offset={offset} onZero={onZero} />
      </div>
      {timeUp && (
        <p className="exam-banner exam-banner--warning" role="alert">
          {text.timeUp}
        </p>
      )}
      {total < exam.askedCount && <p className="exam-take__note">{text.drewFewer(total, exam.askedCount)}</p>}
      <div className="exam-take__layout">
        <section className="exam-question" aria-labelledby="exam-question-title" data-testid="exam-question">
          {view && view.index === index ? (
            <>
              <div className="exam-question__head">
                <h2 id="exam-question-title" className="exam-question__title">
                  <span className="exam-format">{examText.formats[view.format]}</span> {examText.formatHints[view.format]}
                </h2>
                <button type="button" className={`btn btn--ghost btn--sm exam-flag${view.flagged ? ' exam-flag--on' : ''}`} aria-pressed={view.flagged} onClick={toggleFlag}>
                  ⚑ {view.flagged ? text.unflag : text.flag}
                </button>
              </div>
              {view.prompt.kind === 'legend' && view.format === 'zone' ? (
                <>
                  <p className="exam-question__ask">{text.zoneAsk(view.prompt.name ?? '')}</p>
                  <ZonePointer
                    key={view.index}
                    imageUrl={view.prompt.imageUrl}
                    point={point}
                    onPoint={(at) => {
                      const answer = { point: at };
                      setView({ ...view, answer });
                      void save(view.index, { answer });
                    }}
                    onNext={() => go(index + 1)}
                  />
                </>
              ) : (
                <>
                  {view.prompt.kind === 'legend' && view.format === 'qroc' && <p className="exam-question__ask">{text.zoneName}</p>}
                  <ExamPromptView prompt={view.prompt} />
                </>
              )}
              {view.propositions && (
                <ol className="exam-propositions" data-testid="exam-propositions">
                  {view.propositions.map((proposition, i) => (
                    <li key={i}>
                      <label className={`exam-proposition${ticked.includes(i) ? ' exam-proposition--ticked' : ''}`}>
                        <input type={view.format === 'qru' ? 'radio' : 'checkbox'} name={`exam-q${view.index}`} checked={ticked.includes(i)} onChange={() => tick(i)} />
                        <span className="exam-proposition__key" aria-hidden="true">
                          {String.fromCharCode(65 + i)}
                        </span>
                        <span>{proposition}</span>
                      </label>
                    </li>
                  ))}
                </ol>
              )}
              {view.format === 'qroc' && (
                <label className="field exam-typed">
                  <span className="field__label">{text.typed}</span>
                  <input
                    className="input"
                    data-exam-answer=""
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    value={typed}
                    maxLength={1000}
                    onChange={(e) => onType(e.target.value)}
                    onBlur={() => void flushTyped()}
                  />
                </label>
              )}
            </>
          ) : (
            <p className="exam-empty" role="status">
              {examText.take.loading}
            </p>
          )}
          <p className="exam-take__status" role="status" aria-live="polite">
            {status === 'saving' ? text.saving : status === 'saved' ? text.saved : status === 'failed' ? error : ''}
          </p>
          <div className="exam-take__nav">
            <button type="button" className="btn btn--ghost" onClick={() => go(index - 1)} disabled={index === 0}>
              {text.previous}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => go(index + 1)} disabled={index >= total - 1}>
              {text.next}
            </button>
          </div>
        </section>
        <aside className="exam-grid-panel" aria-label={text.grid}>
          <ol className="exam-grid" data-testid="exam-grid">
            {exam.slots.map((slot) => {
              const state = slot.flagged ? text.flagged : slot.answered ? text.answered : text.unanswered;
              return (
                <li key={slot.index}>
                  <button
                    type="button"
                    className={`exam-grid__slot${slot.answered ? ' exam-grid__slot--answered' : ''}${slot.flagged ? ' exam-grid__slot--flagged' : ''}${slot.index === index ? ' exam-grid__slot--current' : ''}`}
                    aria-label={text.slot(slot.index + 1, state)}
                    aria-current={slot.index === index ? 'step' : undefined}
                    onClick={() => go(slot.index)}
                  >
                    {slot.index + 1}
                  </button>
                </li>
              );
            })}
          </ol>
          <p className="exam-grid__legend">
            <span className="exam-grid__dot exam-grid__dot--answered" /> {text.answered} · <span className="exam-grid__dot" /> {text.unanswered} ·{' '}
            <span className="exam-grid__dot exam-grid__dot--flagged" /> {text.flagged}
          </p>
          {confirming ? (
            <div className="exam-confirm" role="alertdialog" aria-labelledby="exam-confirm-text">
              <p id="exam-confirm-text">{text.confirmSubmit(unanswered)}</p>
              <div className="exam-confirm__actions">
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(false)}>
                  {examText.take.cancel}
                </button>
                <button type="button" className="btn btn--primary btn--sm" onClick={() => void handIn()} autoFocus>
                  {text.submit}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn btn--primary btn--block" onClick={() => setConfirming(true)} disabled={timeUp}>
              {text.submit}
            </button>
          )}
          <p className="exam-take__keys">{text.keys}</p>
        </aside>
      </div>
    </div>
  );
}
