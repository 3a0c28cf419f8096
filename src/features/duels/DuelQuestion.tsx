import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DuelQuestionView } from '../../../domain/duels/questions';
import { QUESTION_MS } from '../../../domain/duels/rules';
import type { Point } from '../../../domain/data/zoning';
import { limits } from '../../../domain/limits';
import { encodePlacement } from '../../../domain/questions/placement';
import { isStatus, messageOf } from '../../api/client';
import { duelsText } from '../../i18n/duels';
import { CardPromptView } from '../association/CardPromptView';
import { Countdown } from '../exam/Countdown';
import { ZonePointer } from '../exam/ZonePointer';
import { MapBlankPrompt } from '../mindmap/MapBlankPrompt';
import { blankOfView, mapOf, type MapQuestionView } from './questionView';

const text = duelsText.play;

interface DuelQuestionProps {
  view: DuelQuestionView;
  /** When the question's 20 s end, on this device's clock (the server's time left when it was read). */
  deadline: number;
  counter: string;
  /** Sends the answer (the server judges and times it); throws as the API does. */
  onSend: (answer: string) => Promise<unknown>;
  /** The server has moved on (time up, a stale question): read the duel again. */
  onStale: () => void;
}

/** A map with its asked text blanked. */
function MapPrompt({ view }: { view: MapQuestionView }) {
  const map = useMemo(() => mapOf(view), [view]);
  const blank = useMemo(() => blankOfView(view), [view]);
  return <MapBlankPrompt map={map} blank={blank} verdict={null} />;
}

/**
 * One question of a duel, on the server's clock: a card or a map text typed (Enter sends), or a
 * legend placed on its board (a click, a touch with the loupe, or the keyboard's crosshair; Enter on
 * the placed point sends). The answer goes to the server, which judges and times it.
 */
export function DuelQuestion({ view, deadline, counter, onSend, onStale }: DuelQuestionProps) {
  const [typed, setTyped] = useState('');
  const [point, setPoint] = useState<Point | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(() => deadline <= Date.now());
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const send = async () => {
    if (sending || timeUp) return;
    if (view.kind === 'legend' && !point) return setError(text.placeFirst);
    setSending(true);
    setError(null);
    try {
      await onSend(view.kind === 'legend' ? encodePlacement(point!) : typed);
    } catch (failure) {
      setSending(false);
      // The question closed or changed on the server (its time ran out, the other answered it away).
      if (isStatus(failure, 409)) return onStale();
      setError(messageOf(failure, text.sendFailed));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onZero = () => {
    setTimeUp(true);
    // The server closes the question on its own clock; read the duel once it has.
    setTimeout(onStale, 800);
  };

  return (
    <section className="duel-question" aria-labelledby="duel-question-title" data-testid="duel-question">
      <div className="duel-question__bar">
        <h2 id="duel-question-title" className="duel-question__counter" data-testid="duel-counter">
          {counter}
        </h2>
        <Countdown deadline={deadline} offset={0} onZero={onZero} label={text.timer} urgentMs={QUESTION_MS / 4} testId="duel-timer" />
      </div>
      <form className="duel-question__form" onSubmit={submit} noValidate>
        {view.kind === 'legend' ? (
          <>
            <p className="duel-question__ask">
              {text.placeLegend} <strong data-testid="duel-legend">{view.label}</strong>
            </p>
            <ZonePointer
              imageUrl={view.imageUrl}
              point={point}
              onPoint={(at) => {
                setError(null);
                setPoint(at);
              }}
              onNext={() => void send()}
              texts={{ board: text.board, boardKeys: text.boardKeys, pointed: text.pointed, crosshair: text.crosshair }}
            />
          </>
        ) : (
          <>
            <div className="question-card">
              {view.kind === 'card' ? <CardPromptView prompt={view} /> : <MapPrompt view={view} />}
            </div>
            <label className="field__label" htmlFor="duel-answer">
              {text.answer}
            </label>
            <input
              ref={input}
              id="duel-answer"
              className="input answer-form__input"
              value={typed}
              placeholder={text.placeholder}
              maxLength={limits.textInputMax}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              readOnly={sending || timeUp}
              onChange={(e) => setTyped(e.target.value)}
            />
          </>
        )}
        <div className="duel-question__status" role="status" aria-live="polite">
          {timeUp ? text.timeUp : error}
        </div>
        <button type="submit" className="btn btn--primary btn--lg" disabled={sending || timeUp}>
          {sending ? text.sending : text.validate}
        </button>
      </form>
    </section>
  );
}
