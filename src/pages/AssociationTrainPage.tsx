import { Link } from 'react-router';
import { chapterKey } from '../../domain/data/subjects';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { CardPromptView, type CardPrompt } from '../features/association/CardPromptView';
import { methodScreenPath } from '../features/methods/catalogue';
import { TrainingQuestion } from '../features/training/TrainingQuestion';
import { TrainingResults } from '../features/training/TrainingResults';
import { shuffle, type Question } from '../features/training/session';
import { useTrainingSession } from '../features/training/useTrainingSession';
import { useBackToPicker } from '../features/training/useBackToPicker';
import { fr } from '../i18n/fr';
import { useUserData } from '../session/userDataSync';
import '../styles/study.css';
import '../styles/training.css';

/** Association training (part 1 §4): the chapter's cards shuffled, one at a time, then the results. */
export function AssociationTrainPage() {
  const { subject, chapter } = useChapterContext();
  const data = useUserData();
  const target = { methodId: 'association' as const, subjectId: subject.id, chapterId: chapter.id };
  const cards = data?.cards[chapterKey(subject.id, chapter.id)] ?? [];
  const questions = (): Question<CardPrompt>[] =>
    shuffle(cards.map((card) => ({ cardId: card.id, answers: card.answers, prompt: { text: card.text, imageUrl: card.imageUrl } })));
  const session = useTrainingSession(target, questions);
  const { state } = session;

  const back = useBackToPicker(target);

  let body;
  if (state.questions.length === 0) {
    body = (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          🃏
        </span>
        <p className="empty-state__title">{fr.training.empty}</p>
        <p className="empty-state__hint">{fr.training.emptyHint}</p>
        <Link className="btn btn--primary" to={methodScreenPath('association', 'manage', subject.id, chapter.id) ?? '/pick'}>
          {fr.training.toManage}
        </Link>
      </div>
    );
  } else if (state.finishedAt !== null) {
    body = (
      <TrainingResults
        state={state}
        outcome={session.outcome}
        renderPrompt={(question) => <CardPromptView prompt={question.prompt} compact />}
        onReplay={session.replay}
        onBack={back}
      />
    );
  } else {
    const question = state.questions[state.entries.length - 1];
    body = (
      <TrainingQuestion
        state={state}
        prompt={question && <CardPromptView key={question.cardId} prompt={question.prompt} />}
        onType={session.type}
        onValidate={session.validate}
        onNext={session.next}
      />
    );
  }

  return (
    <div className="page page--narrow">
      <MethodScreenHeader method={fr.methods.association} mode="train" />
      {body}
    </div>
  );
}
