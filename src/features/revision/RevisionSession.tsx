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
import { currentEntry, currentIndex, type ReviewItem, type TrainingTarget } from '../training/session';
import { useTrainingSession } from '../training/useTrainingSession';
import { PlacementReview } from '../zoning/PlacementReview';
import { PracticeQuestion } from '../zoning/PracticeQuestion';
import { blankPlace } from '../../../engine/mindmap/hiddenItems';
import { revisionCheck, revisionQuestions, type RevisionPrompt, type RevisionQuestion } from './questions';
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

/** How many questions of each kind the session holds. */
function kindCounts(questions: readonly RevisionQuestion[]) {
  const counts = { card: 0, legend: 0, label: 0 };
  for (const question of questions) counts[question.prompt.kind] += 1;
  return counts;
}

/** A legend's answer is a placement: shown on its board, where it fell in words. */
function answered(item: ReviewItem<RevisionPrompt>) {
  const prompt = item.question.prompt;
  if (prompt.kind !== 'legend') return null;
  return (
    <div className="review__placement">
      <PlacementReview board={prompt.board} legend={prompt.legend} userAnswer={item.userAnswer} correct={item.correct} rightAnswer={item.rightAnswer} />
    </div>
  );
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
        renderAnswer={answered}
        onReplay={() => void (reloading ? undefined : replay())}
        onBack={onBack}
      />
    );
  }
  const question = state.questions[currentIndex(state)];
  if (!question) return null;
  const lead = <p className="page-header__lead revision-lead">{fr.revision.holds(kindCounts(state.questions))}</p>;
  const prompt = question.prompt;
  const controls = { onValidate: session.validate, onNext: session.next };
  if (prompt.kind === 'legend') {
    const place = (point: Point | null) => session.type(point ? encodePlacement(point) : '');
    return (
      <>
        {lead}
        <PracticeQuestion key={question.cardId} state={state} prompt={prompt} onPlace={place} {...controls} />
      </>
    );
  }
  const entry = currentEntry(state);
  const verdict = entry?.validated ? (entry.correct ? 'right' : 'wrong') : null;
  const shown =
    prompt.kind === 'card' ? (
      <CardPromptView key={question.cardId} prompt={prompt.card} />
    ) : (
      <MapBlankPrompt key={question.cardId} map={prompt.map} blank={prompt.blank} verdict={verdict} />
    );
  return (
    <>
      {lead}
      <TrainingQuestion state={state} prompt={shown} onType={session.type} {...controls} />
    </>
  );
}
