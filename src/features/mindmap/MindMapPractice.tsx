import { useMemo } from 'react';
import type { MindMap } from '../../../domain/data/mindMaps';
import { sanitiseRichText } from '../../../domain/richText';
import { MapCanvas } from '../../../editors/mindmap/MapCanvas';
import type { MapSlots } from '../../../editors/mindmap/flowModel';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { markedAnswers } from '../training/MarkedAnswers';
import { validatedEntry, type AnswerEntry } from '../training/session';
import { TrainingResults } from '../training/TrainingResults';
import type { useMindMapPractice } from './useMindMapPractice';

const text = mindMapText.practice;

const rich = (html: string | null) => (html ? <span className="rich-text" dangerouslySetInnerHTML={{ __html: sanitiseRichText(html) }} /> : null);

interface MindMapPracticeProps {
  map: MindMap;
  session: ReturnType<typeof useMindMapPractice>;
  onBack: () => void;
}

/** The map with its hidden texts as blanks; after Valider, each blank marked right or wrong. */
export function MindMapPractice({ map, session, onBack }: MindMapPracticeProps) {
  const { phase, questions, typed, verdicts, type } = session;
  // Each blank's verdict: right, almost (counted, « Presque ! ») or wrong.
  const marks = useMemo((): Record<string, Pick<AnswerEntry, 'correct' | 'almost'>> | null => {
    const finished = session.finished;
    if (finished) return Object.fromEntries(finished.questions.map((q, i) => [q.cardId, finished.entries[i] ?? { correct: false, almost: null }]));
    return verdicts && Object.fromEntries(Object.entries(verdicts).map(([id, result]) => [id, validatedEntry(result)]));
  }, [session.finished, verdicts]);
  const hidden = useMemo(() => new Map(questions.map((q) => [q.cardId, q])), [questions]);

  const slots = useMemo<MapSlots>(() => {
    const blank = (id: string, stored: string | null, name: string) => {
      const question = hidden.get(id);
      if (!question) return rich(stored);
      const mark = marks?.[id];
      if (marks && mark?.almost) {
        const marked = markedAnswers(typed[id] ?? '', mark.almost);
        return (
          <span className="map-answer map-answer--almost" data-answer-id={id}>
            <span className="map-answer__verdict">{fr.training.almost}</span>
            <span className="map-answer__given">{marked.given}</span>
            <span className="map-answer__expected">
              {text.expectedMarked} {marked.expected}
            </span>
          </span>
        );
      }
      if (marks) {
        const right = mark?.correct ?? false;
        return (
          <span className={`map-answer map-answer--${right ? 'right' : 'wrong'}`} data-answer-id={id}>
            <span className="map-answer__given">{(typed[id] ?? '').trim() || fr.training.noAnswer}</span>
            {!right && <span className="map-answer__expected">{text.expected(question.prompt.answer)}</span>}
          </span>
        );
      }
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
      nodeAnnotation: (node) => rich(node.annotation),
      edgeText: (edge, kind) => blank(`${edge.id}:${kind}`, kind === 'above' ? edge.labelAbove : edge.labelBelow, text.blankEdge(kind)),
      status: (id) => (marks && hidden.has(id) ? (marks[id]?.correct ? 'right' : 'wrong') : null),
    };
  }, [hidden, marks, typed, type]);

  const right = marks ? Object.values(marks).filter((mark) => mark.correct).length : 0;
  return (
    <div className="map-practice">
      {phase === 'answer' && <p className="map-practice__hint">{text.instructions(questions.length)}</p>}
      {phase === 'review' && <p className="map-practice__hint" role="status">{text.reviewScore(right, questions.length)}</p>}
      {phase === 'result' && <h2 className="map-practice__correction">{text.correction}</h2>}
      <MapCanvas nodes={map.nodes} edges={map.edges} background={map.backgroundColor ?? '#05070d'} slots={slots} labels={fr.mindmap.canvas} />
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
          renderPrompt={(q) => (q.prompt.kind === 'node' ? text.blank : text.blankEdge(q.prompt.kind))}
          onReplay={() => session.restart(map)}
          onBack={onBack}
        />
      )}
    </div>
  );
}
