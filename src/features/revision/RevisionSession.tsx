import { useEffect, useRef, useState } from 'react';
import type { Point } from '../../../domain/data/zoning';
import type { Material } from '../../../domain/data/userData';
import { encodePlacement } from '../../../domain/questions/placement';
import { fr } from '../../i18n/fr';
import { CardPromptView } from '../association/CardPromptView';
import { placeText } from '../mindmap/blankPlaceText';
import { MapBlankPrompt } from '../mindmap/MapBlankPrompt';
import { TrainingQuestion } from '../training/TrainingQuestion';
import { TrainingResults } from '../training/TrainingResults';
import { currentEntry, currentIndex, type TrainingTarget } from '../training/session';
import { useTrainingSession } from '../training/useTrainingSession';
import { PracticeQuestion } from '../zoning/PracticeQuestion';
import { blankPlace } from '../../../engine/mindmap/hiddenItems';
import { revisionCheck, revisionQuestions, type RevisionQuestion } from './questions';
import '../../styles/training.css';
import '../../styles/zoning.css';

interface RevisionSessionProps {
  target: TrainingTarget;
  data: Material;
  /** The queue: memory item ids, in order. */
  ids: readonly string[];
  /** The next queue, for « Rejouer ». */
  nextIds: () => Promise<string[]>;
  /** Nothing in the queue can be asked. */
  onEmpty: () => void;
  onBack: () => void;
}

/** How the results recall a question: the card, the legend placed, where the map text was. */
function recalled(question: RevisionQuestion) {
  const prompt = question.prompt;
  if (prompt.kind === 'card') return <CardPromptView prompt={prompt.card} compact />;
  if (prompt.kind === 'legend') return <p>{fr.revision.legendPrompt(question.answers[0] ?? '')}</p>;
  return <p>{placeText(blankPlace(prompt.map, prompt.blank, new Set([prompt.blank.id])))}</p>;
}

/**
 * A review session on the shared training machine (start registered, recording, results): each
 * question shown by its own method's view (a card's question, a legend placed on its board, a map
 * text typed in its blank), judged as that method judges it.
 */
export function RevisionSession({ target, data, ids, nextIds, onEmpty, onBack }: RevisionSessionProps) {
  // « Rejouer » asks the server for the next queue; the session restarts on it.
  const asked = useRef<RevisionQuestion[] | null>(null);
  asked.current ??= revisionQuestions(data, ids);
  const [check] = useState(() => revisionCheck(data));
  const session = useTrainingSession(target, () => asked.current ?? [], check);
  const { state } = session;
  const [reloading, setReloading] = useState(false);
  const empty = state.questions.length === 0;
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty, onEmpty]);

  async function replay() {
    setReloading(true);
    // Without an answer the results stay, « Rejouer » can be pressed again.
    const queued = await nextIds().catch(() => null);
    setReloading(false);
    if (!queued) return;
    const next = revisionQuestions(data, queued);
    if (next.length === 0) return onEmpty();
    asked.current = next;
    session.replay();
  }

  if (state.finishedAt !== null) {
    return (
      <TrainingResults
        state={state}
        outcome={session.outcome}
        renderPrompt={recalled}
        onReplay={() => void (reloading ? undefined : replay())}
        onBack={onBack}
      />
    );
  }
  const question = state.questions[currentIndex(state)];
  if (!question) return null;
  const prompt = question.prompt;
  const controls = { onValidate: session.validate, onNext: session.next };
  if (prompt.kind === 'legend') {
    const place = (point: Point | null) => session.type(point ? encodePlacement(point) : '');
    return <PracticeQuestion key={question.cardId} state={state} prompt={prompt} onPlace={place} {...controls} />;
  }
  const entry = currentEntry(state);
  const verdict = entry?.validated ? (entry.correct ? 'right' : 'wrong') : null;
  const shown =
    prompt.kind === 'card' ? (
      <CardPromptView key={question.cardId} prompt={prompt.card} />
    ) : (
      <MapBlankPrompt key={question.cardId} map={prompt.map} blank={prompt.blank} verdict={verdict} />
    );
  return <TrainingQuestion state={state} prompt={shown} onType={session.type} {...controls} />;
}
