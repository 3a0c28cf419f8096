import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { methodScreenPath } from '../features/methods/catalogue';
import { chapterBoards } from '../features/zoning/boardEdits';
import { PracticeQuestion } from '../features/zoning/PracticeQuestion';
import { NameZoneQuestion } from '../features/zoning/NameZoneQuestion';
import { ZONING_MODES, zoningQuestions } from '../features/zoning/practice';
import { readPracticeOptions, storePracticeOptions, type PracticeOptions } from '../features/zoning/practiceOptions';
import { useZoningSession } from '../features/zoning/useZoningSession';
import { ZoningResults } from '../features/zoning/ZoningResults';
import { currentIndex, sessionBegun } from '../features/training/session';
import { useBackToPicker } from '../features/training/useBackToPicker';
import { fr } from '../i18n/fr';
import { useUserData } from '../session/userDataSync';
import { userAtom } from '../state/session';
import '../styles/training.css';
import '../styles/zoning.css';

/**
 * Zoning practice (part 2 §2, §4): every legend of the chapter's boards, placed one by one (or its
 * outlined zone named, « Nommer la zone »), then the results.
 */
export function ZoningTrainPage() {
  const { subject, chapter } = useChapterContext();
  const data = useUserData();
  const target = { methodId: 'image-zoning' as const, subjectId: subject.id, chapterId: chapter.id };
  const userId = useAtomValue(userAtom)?.id ?? null;
  const [options, setOptions] = useState(() => readPracticeOptions(userId));
  // Read when a session starts: a change of mode or order restarts it at once, before the next render.
  const asked = useRef(options);
  const session = useZoningSession(target, () =>
    zoningQuestions(chapterBoards(data, subject.id, chapter.id), Math.random, asked.current.inOrder, asked.current.mode),
  );
  const { state } = session;

  function choose(change: Partial<PracticeOptions>) {
    const next = { ...options, ...change };
    const restarts = next.inOrder !== asked.current.inOrder || next.mode !== asked.current.mode;
    // A series under way is not thrown away without asking.
    if (restarts && sessionBegun(state) && !window.confirm(fr.zoning.practice.confirmRestart)) return;
    setOptions(next);
    storePracticeOptions(userId, next);
    if (restarts) {
      asked.current = next;
      session.replay();
    }
  }

  const back = useBackToPicker(target);

  const text = fr.zoning.practice;
  const choices = (
    <fieldset className="zoning-practice__options">
      <legend className="visually-hidden">{text.options}</legend>
      <div className="zoning-practice__modes" role="radiogroup" aria-label={text.mode}>
        {ZONING_MODES.map((mode) => (
          <label key={mode} className="zoning-practice__option zoning-practice__mode">
            <input type="radio" name="zoning-mode" checked={options.mode === mode} onChange={() => choose({ mode })} /> {text.modes[mode]}
          </label>
        ))}
      </div>
      <label className="zoning-practice__option">
        <input type="checkbox" checked={options.inOrder} onChange={(e) => choose({ inOrder: e.target.checked })} /> {text.inOrder}
      </label>
      {options.mode === 'placement' ? (
        <label className="zoning-practice__option">
          <input type="checkbox" checked={options.zonesVisible} onChange={(e) => choose({ zonesVisible: e.target.checked })} /> {text.zonesVisible}
        </label>
      ) : null}
    </fieldset>
  );

  let body;
  if (state.questions.length === 0 && options.mode === 'zone-name' && zoningQuestions(chapterBoards(data, subject.id, chapter.id)).length > 0) {
    // Zones to place but none labelled to name: the way back to « Placer » stays.
    body = (
      <>
        {choices}
        <div className="empty-state">
          <p className="empty-state__title">{text.nothingToName}</p>
        </div>
      </>
    );
  } else if (state.questions.length === 0) {
    body = (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          🎯
        </span>
        <p className="empty-state__title">{text.empty}</p>
        <Link className="btn btn--primary" to={methodScreenPath('image-zoning', 'manage', subject.id, chapter.id) ?? '/pick'}>
          {text.toManage}
        </Link>
      </div>
    );
  } else if (state.finishedAt !== null) {
    body = <ZoningResults state={state} outcome={session.outcome} onReplay={session.replay} onBack={back} />;
  } else {
    const current = state.questions[currentIndex(state)];
    body = (
      <>
        {choices}
        {current?.kind === 'zone-name' ? (
          <NameZoneQuestion state={state} prompt={current.prompt} onType={session.type} onValidate={session.validate} onNext={session.next} />
        ) : current ? (
          <PracticeQuestion state={state} prompt={current.prompt} onPlace={session.place} onValidate={session.validate} onNext={session.next} zonesVisible={options.zonesVisible} />
        ) : null}
      </>
    );
  }

  return (
    <div className="page page--narrow zoning-train">
      <MethodScreenHeader method={fr.methods.zoning} mode="train" />
      {body}
    </div>
  );
}
