import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { answerCheck } from '../../domain/answers/check';
import { chapterAnswers, practiceItems } from '../../domain/practice';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { methodScreenPath } from '../features/methods/catalogue';
import { chapterMaps } from '../features/mindmap/mapEdits';
import { MindMapPractice } from '../features/mindmap/MindMapPractice';
import { useMindMapPractice } from '../features/mindmap/useMindMapPractice';
import { useBackToPicker } from '../features/training/useBackToPicker';
import { fr } from '../i18n/fr';
import { useUserData } from '../session/userDataSync';
import '../styles/training.css';
import '../styles/richtext.css';
import '../styles/mindmap.css';

const text = fr.mindmap.practice;

/** Mind-map practice (part 2 §2, §4): `/mindmap/train/:subjectId/:chapterId`. */
export function MindMapTrainPage() {
  const { subject, chapter } = useChapterContext();
  const data = useUserData();
  const maps = chapterMaps(data, subject.id, chapter.id);
  const [mapId, setMapId] = useState(maps[0]?.id ?? null);
  const map = maps.find((m) => m.id === mapId) ?? maps[0] ?? null;
  const target = { methodId: 'mindmap' as const, subjectId: subject.id, chapterId: chapter.id };
  // Every text of the chapter's maps is context of the answer check, as on the server.
  const check = useMemo(
    () => answerCheck(data ? chapterAnswers(practiceItems(data, 'mindmap', subject.id, chapter.id)) : []),
    [data, subject.id, chapter.id],
  );
  const session = useMindMapPractice(target, map, check);

  const back = useBackToPicker(target);

  function choose(id: string) {
    setMapId(id);
    session.restart(maps.find((m) => m.id === id) ?? null);
  }

  let body;
  if (!map || session.questions.length === 0) {
    body = (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          🧠
        </span>
        <p className="empty-state__title">{map ? text.notEnough : text.noMap}</p>
        <div className="empty-state__actions">
          <button type="button" className="btn btn--ghost" onClick={() => session.restart(map)}>
            {text.retry}
          </button>
          <Link className="btn btn--primary" to={methodScreenPath('mindmap', 'manage', subject.id, chapter.id) ?? '/pick'}>
            {text.toManage}
          </Link>
        </div>
      </div>
    );
  } else {
    body = <MindMapPractice key={map.id} map={map} session={session} onBack={back} />;
  }

  return (
    <div className="page mindmap-page">
      <MethodScreenHeader method={fr.methods.mindmap} mode="train" />
      {maps.length > 1 && session.phase === 'answer' && (
        <label className="field map-practice__choice">
          <span className="field__label">{text.chooseMap}</span>
          <select className="input" value={map?.id ?? ''} onChange={(event) => choose(event.target.value)}>
            {maps.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title ?? fr.mindmap.editor.untitled}
              </option>
            ))}
          </select>
        </label>
      )}
      {body}
    </div>
  );
}
