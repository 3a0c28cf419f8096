import { useMemo } from 'react';
import type { MindMap } from '../../../domain/data/mindMaps';
import { MapCanvas } from '../../../editors/mindmap/MapCanvas';
import { inlineRichText } from '../../../editors/text/RichTextView';
import type { MapSlots } from '../../../editors/mindmap/canvasModel';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { blankPlace } from '../../../engine/mindmap/hiddenItems';
import { placeText } from './blankPlaceText';
import { markedAnswers } from '../training/MarkedAnswers';
import { validatedEntry, type AnswerEntry } from '../training/session';
import { SessionBar } from '../training/SessionBar';
import { TrainingResults } from '../training/TrainingResults';
import type { useMindMapPractice } from './useMindMapPractice';

const text = mindMapText.practice;

type Mark = Pick<AnswerEntry, 'correct' | 'almost'>;

/** A blank's verdict once validated: the given answer, and the expected one when not right. */
function Verdict({ id, given, mark, expected, onCanvas }: { id: string; given: string; mark: Mark | undefined; expected: string; onCanvas: boolean }) {
  // On the canvas the verdict is `map-answer`, in the list `map-blanks__verdict`: one set each.
  const root = onCanvas ? 'map-answer' : 'map-blanks__verdict';
  const answerId = onCanvas ? id : undefined;
  if (mark?.almost) {
    const marked = markedAnswers(given, mark.almost);
    return (
      <span className={`${root} ${root}--almost`} data-answer-id={answerId}>
        <span className="map-answer__verdict">{fr.training.almost}</span>
        <span className="map-answer__given">{marked.given}</span>
        <span className="map-answer__expected">
          {text.expectedMarked} {marked.expected}
        </span>
      </span>
    );
  }
  const right = mark?.correct ?? false;
  return (
    <span className={`${root} ${root}--${right ? 'right' : 'wrong'}`} data-answer-id={answerId}>
      <span className="map-answer__given">{given.trim() || fr.training.noAnswer}</span>
      {!right && <span className="map-answer__expected">{text.expected(expected)}</span>}
    </span>
  );
}

interface MindMapPracticeProps {
  map: MindMap;
  session: ReturnType<typeof useMindMapPractice>;
  onBack: () => void;
}

/**
 * The map with its hidden texts as blanks, and the same blanks as a list under it (on a phone
 * the whole map is too small to type in); after Valider, each blank marked right or wrong.
 */
export function MindMapPractice({ map, session, onBack }: MindMapPracticeProps) {
  const { phase, questions, typed, verdicts, type } = session;
  // Each blank's verdict: right, almost (counted, « Presque ! ») or wrong.
  const marks = useMemo((): Record<string, Mark> | null => {
    const finished = session.finished;
    if (finished) return Object.fromEntries(finished.questions.map((q, i) => [q.cardId, finished.entries[i] ?? { correct: false, almost: null }]));
    return verdicts && Object.fromEntries(Object.entries(verdicts).map(([id, result]) => [id, validatedEntry(result)]));
  }, [session.finished, verdicts]);
  const hidden = useMemo(() => new Map(questions.map((q) => [q.cardId, q])), [questions]);
  const places = useMemo(() => {
    const ids = new Set(hidden.keys());
    return new Map(questions.map((q) => [q.cardId, placeText(blankPlace(map, q.prompt, ids))]));
  }, [map, questions, hidden]);

  const slots = useMemo<MapSlots>(() => {
    const blank = (id: string, stored: string | null, name: string) => {
      const question = hidden.get(id);
      if (!question) return inlineRichText(stored);
      if (marks) return <Verdict id={id} given={typed[id] ?? ''} mark={marks[id]} expected={question.prompt.answer} onCanvas />;
      return (
        <input
          className="map-blank nodrag nopan"
          aria-label={name}
          data-answer-id={id}
          value={typed[id] ?? ''}
          autoComplete="off"
          onChange={(event) => type(id, event.target.value)}
        />
      );
    };
    return {
      nodeLabel: (node) => blank(node.id, node.label, text.blank),
      nodeAnnotation: (node) => inlineRichText(node.annotation),
      edgeText: (edge, kind) => blank(`${edge.id}:${kind}`, kind === 'above' ? edge.labelAbove : edge.labelBelow, text.blankEdge(kind)),
      status: (id) => (marks && hidden.has(id) ? (marks[id]?.correct ? 'right' : 'wrong') : null),
    };
  }, [hidden, marks, typed, type]);

  const right = marks ? Object.values(marks).filter((mark) => mark.correct).length : 0;
  const answered = questions.filter((q) => (typed[q.cardId] ?? '').trim() !== '').length;
  return (
    <div className="map-practice">
      {phase !== 'result' && <SessionBar counter={fr.training.answered(answered, questions.length)} done={answered / Math.max(1, questions.length)} startedAt={session.startedAt} />}
      {phase === 'answer' && <p className="map-practice__hint">{text.instructions(questions.length)}</p>}
      {phase === 'review' && <p className="map-practice__hint" role="status">{text.reviewScore(right, questions.length)}</p>}
      {phase === 'result' && <h2 className="map-practice__correction">{text.correction}</h2>}
      <MapCanvas nodes={map.nodes} edges={map.edges} background={map.backgroundColor ?? '#05070d'} slots={slots} labels={fr.mindmap.canvas} />
      {phase !== 'result' && (
        <section className="map-blanks" aria-labelledby="map-blanks-title">
          <h2 id="map-blanks-title" className="map-blanks__title">
            {text.blankList}
          </h2>
          <p className="map-blanks__hint">{text.blankListHint}</p>
          <ol className="map-blanks__items" style={{ ['--blank-count' as string]: questions.length }}>
            {questions.map((q) => (
              <li key={q.cardId} className="map-blanks__item">
                {marks ? (
                  <>
                    <span className="field__label map-blanks__place">{places.get(q.cardId)}</span>
                    <Verdict id={q.cardId} given={typed[q.cardId] ?? ''} mark={marks[q.cardId]} expected={q.prompt.answer} onCanvas={false} />
                  </>
                ) : (
                  <label className="field">
                    <span className="field__label map-blanks__place">{places.get(q.cardId)}</span>
                    <input className="input map-blanks__input" data-answer-id={q.cardId} value={typed[q.cardId] ?? ''} autoComplete="off" onChange={(event) => type(q.cardId, event.target.value)} />
                  </label>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {phase === 'answer' && (
        <button type="button" className="btn btn--primary btn--lg" onClick={session.validate}>
          {text.validate}
        </button>
      )}
      {phase === 'review' && (
        <button type="button" className="btn btn--primary btn--lg" onClick={session.finish}>
          {text.finish}
        </button>
      )}
      {phase === 'result' && session.finished && (
        <TrainingResults
          state={session.finished}
          outcome={session.outcome}
          renderPrompt={(q) => places.get(q.cardId)}
          onReplay={() => session.restart(map)}
          onBack={onBack}
        />
      )}
    </div>
  );
}
