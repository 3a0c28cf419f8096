import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBoardImage } from '../../../editors/zoning/loadBoardImage';
import { prepareBoardCanvas } from '../../../editors/zoning/prepareBoard';
import type { ExamQuestionView, ExamState, RunningExam } from '../../../domain/exam/api';
import type { ExamAnswer } from '../../../domain/exam/grade';
import { EXAM_LIMITS } from '../../../domain/exam/rules';
import { messageOf } from '../../api/client';
import { afterNextPaint } from '../../lib/frames';
import { examText } from '../../i18n/exam';
import { fetchExamQuestion, fetchExamQuestions, saveExamAnswer, submitExam } from './api';
import { Countdown } from './Countdown';
import { ExamGrid } from './ExamGrid';
import { ExamPromptView } from './ExamPromptView';
import { TypedAnswer } from './TypedAnswer';
import { ZonePointer } from './ZonePointer';

const text = examText.take;
/** A typed answer is saved this long after the last key, or at once when leaving the question. */
const TYPING_SAVE_MS = 700;

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/** A question's view with what the student just gave (the screen's copy of what is being saved). */
type ViewChange = Partial<Pick<ExamQuestionView, 'answer' | 'flagged'>>;

/**
 * Taking an exam: one question per screen, « Précédente » / « Suivante », the grid of numbers
 * (answered, unanswered, « À revoir »), the server's countdown. Every answer is saved on the
 * server as given; nothing is judged before the exam is handed in. Keyboard: 1–5 tick the
 * propositions, Enter goes on, F flags. Every question is fetched once at the start, so going on
 * renders the next one in the key's own task.
 */
export function ExamTaking({ exam: initial, onFinished }: { exam: RunningExam; onFinished: (state: ExamState | null) => void }) {
  const [exam, setExam] = useState(initial);
  const [offset] = useState(() => initial.now - Date.now());
  const total = exam.slots.length;
  const [index, setIndex] = useState(() => initial.slots.find((s) => !s.answered)?.index ?? 0);
  const [views, setViews] = useState<ReadonlyMap<number, ExamQuestionView>>(() => new Map());
  const view = views.get(index) ?? null;
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const pendingText = useRef<{ index: number; text: string } | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const changeView = useCallback((at: number, change: ViewChange) => {
    setViews((known) => {
      const cached = known.get(at);
      return cached ? new Map(known).set(at, { ...cached, ...change }) : known;
    });
  }, []);

  const save = useCallback(
    async (at: number, body: { answer?: ExamAnswer | null; flagged?: boolean }) => {
      setStatus('saving');
      changeView(at, { ...(body.answer !== undefined ? { answer: body.answer } : {}), ...(body.flagged !== undefined ? { flagged: body.flagged } : {}) });
      try {
        const state = await saveExamAnswer(exam.id, at, body);
        if (state.status === 'running') setExam(state);
        setStatus('saved');
      } catch (failure) {
        setStatus('failed');
        setError(messageOf(failure, text.saveFailed));
      }
    },
    [exam.id, changeView],
  );

  /** Saves the typed answer waiting for its pause, before leaving the question or the exam. */
  const flushTyped = useCallback(async () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = null;
    const pending = pendingText.current;
    pendingText.current = null;
    if (pending) await save(pending.index, { answer: { text: pending.text } });
  }, [save]);

  // Every question at once, as each shows: none waits for the network when opened.
  useEffect(() => {
    let current = true;
    fetchExamQuestions(exam.id).then(
      ({ questions }) => {
        if (!current) return;
        setViews((known) => {
          const all = new Map(known);
          for (const question of questions) if (!all.has(question.index)) all.set(question.index, question);
          return all;
        });
      },
      // Each question is still fetched when opened.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [exam.id]);

  // Opening a question: the server notes it is on screen (and answers it, when not fetched yet),
  // once the question is painted: starting a request takes a few milliseconds of the key's frame.
  useEffect(() => {
    let current = true;
    const cancel = afterNextPaint(() =>
      fetchExamQuestion(exam.id, index).then(
        (fresh) => current && setViews((known) => (known.has(index) ? known : new Map(known).set(index, fresh))),
        (failure: unknown) => current && setError(messageOf(failure, text.saveFailed)),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [exam.id, index]);

  // The next question's diagram loads now, and a board's painter (a worker) starts unless one is
  // on screen: a board left hands its painter on to the next one.
  const next = views.get(index + 1);
  const nextDiagram = next?.prompt.kind === 'legend' ? next.prompt.imageUrl : null;
  const onBoard = view?.format === 'zone';
  useEffect(() => {
    if (!nextDiagram) return;
    if (onBoard) void loadBoardImage(nextDiagram).catch(() => undefined);
    else prepareBoardCanvas(nextDiagram);
  }, [nextDiagram, onBoard]);

  const go = useCallback(
    (to: number) => {
      if (to < 0 || to >= total) return;
      void flushTyped();
      setConfirming(false);
      setIndex(to);
    },
    [flushTyped, total],
  );

  const onType = useCallback(
    (at: number, value: string) => {
      pendingText.current = { index: at, text: value };
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => void flushTyped(), TYPING_SAVE_MS);
    },
    [flushTyped],
  );

  const tick = useCallback(
    (choice: number) => {
      if (!view?.propositions || choice >= view.propositions.length) return;
      const before = view.answer && 'ticked' in view.answer ? view.answer.ticked : [];
      const ticked = view.format === 'qru' ? (before.includes(choice) ? [] : [choice]) : before.includes(choice) ? before.filter((i) => i !== choice) : [...before, choice].sort();
      void save(view.index, { answer: ticked.length > 0 ? { ticked } : null });
    },
    [view, save],
  );

  const toggleFlag = useCallback(() => {
    if (view) void save(view.index, { flagged: !view.flagged });
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
          {view ? (
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
                    onPoint={(at) => void save(view.index, { answer: { point: at } })}
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
              {view.format === 'qroc' && <TypedAnswer key={view.index} index={view.index} initial={view.answer && 'text' in view.answer ? view.answer.text : ''} onType={onType} onLeave={flushTyped} />}
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
          <ExamGrid slots={exam.slots} current={index} onGo={go} />
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
