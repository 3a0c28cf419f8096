import { Link } from 'react-router';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { methodScreenPath } from '../features/methods/catalogue';
import { chapterBoards } from '../features/zoning/boardEdits';
import { PracticeQuestion } from '../features/zoning/PracticeQuestion';
import { zoningQuestions } from '../features/zoning/practice';
import { useZoningSession } from '../features/zoning/useZoningSession';
import { ZoningResults } from '../features/zoning/ZoningResults';
import { useBackToPicker } from '../features/training/useBackToPicker';
import { fr } from '../i18n/fr';
import { useUserData } from '../session/userDataSync';
import '../styles/training.css';
import '../styles/zoning.css';

/** Zoning practice (part 2 §2, §4): every legend of the chapter's boards, placed one by one, then the results. */
export function ZoningTrainPage() {
  const { subject, chapter } = useChapterContext();
  const data = useUserData();
  const target = { methodId: 'image-zoning' as const, subjectId: subject.id, chapterId: chapter.id };
  const session = useZoningSession(target, () => zoningQuestions(chapterBoards(data, subject.id, chapter.id)));
  const { state } = session;

  const back = useBackToPicker(target);

  let body;
  if (state.questions.length === 0) {
    body = (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          🎯
        </span>
        <p className="empty-state__title">{fr.zoning.practice.empty}</p>
        <Link className="btn btn--primary" to={methodScreenPath('image-zoning', 'manage', subject.id, chapter.id) ?? '/pick'}>
          {fr.zoning.practice.toManage}
        </Link>
      </div>
    );
  } else if (state.finishedAt !== null) {
    body = <ZoningResults state={state} outcome={session.outcome} onReplay={session.replay} onBack={back} />;
  } else {
    body = <PracticeQuestion state={state} onPlace={session.place} onValidate={session.validate} onNext={session.next} />;
  }

  return (
    <div className="page page--narrow zoning-train">
      <MethodScreenHeader method={fr.methods.zoning} mode="train" />
      {body}
    </div>
  );
}
