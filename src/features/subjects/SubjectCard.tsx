import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router';
import { newId } from '../../../domain/data/primitives';
import type { Subject } from '../../../domain/data/subjects';
import type { StudyData } from '../../../domain/data/userData';
import { limits } from '../../../domain/limits';
import { InlineName } from '../../components/InlineName';
import { fr } from '../../i18n/fr';
import { deleteWithUndo } from '../../session/undo';
import { updateUserData } from '../../session/userDataSync';
import { pickPath } from '../pick/selection';
import {
  addChapter,
  cleanName,
  removeChapter,
  removeSubject,
  renameChapter,
  renameSubject,
  restoreChapter,
  restoreSubject,
  snapshotChapter,
  snapshotSubject,
} from './edits';
import type { DueCount, MemorySummary } from '../../../domain/memory/api';
import { chapterDue, subjectDue } from '../memory/dueCounts';
import { ReviseNowLink } from '../revision/ReviseNowLink';

interface SubjectCardProps {
  subject: Subject;
  data: StudyData;
  /** The student's due counts (spaced repetition), once known. */
  dueCounts: MemorySummary | null;
}

const dueText = (count: DueCount) => fr.subjects.due(count.due, count.new);

const TrashIcon = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 6h12M8 6V4h4v2M6 6l.8 10h6.4L14 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** One subject: its name and colour, its chapters (renamed in place, deleted with undo) and a form to add one. */
export function SubjectCard({ subject, data, dueCounts }: SubjectCardProps) {
  const id = useId();
  const [chapterName, setChapterName] = useState('');
  const [error, setError] = useState(false);

  function deleteSubject() {
    const snapshot = snapshotSubject(data, subject.id);
    if (!snapshot || !window.confirm(fr.subjects.confirmDeleteSubject)) return;
    deleteWithUndo(fr.subjects.subjectDeleted(subject.name), removeSubject(snapshot), restoreSubject(snapshot));
  }

  function deleteChapter(chapterId: string, name: string) {
    const snapshot = snapshotChapter(data, subject.id, chapterId);
    if (!snapshot || !window.confirm(fr.subjects.confirmDeleteChapter)) return;
    deleteWithUndo(fr.subjects.chapterDeleted(name), removeChapter(snapshot), restoreChapter(snapshot));
  }

  function submitChapter(event: FormEvent) {
    event.preventDefault();
    const name = cleanName(chapterName);
    if (name === null) {
      setError(true);
      return;
    }
    updateUserData(addChapter(subject.id, newId(), name));
    setChapterName('');
    setError(false);
  }

  return (
    <article className="subject-card" style={{ '--subject': subject.colorHex } as CSSProperties} aria-label={subject.name}>
      <header className="subject-card__header">
        <span className="subject-card__dot" aria-hidden="true" />
        <h2 className="subject-card__title">
          <InlineName
            name={subject.name}
            renameLabel={fr.subjects.rename(subject.name)}
            fieldLabel={fr.subjects.nameField(subject.name)}
            onRename={(value) => updateUserData(renameSubject(subject.id, value))}
          />
        </h2>
        <button type="button" className="icon-button icon-button--danger" aria-label={fr.subjects.deleteSubject(subject.name)} title={fr.subjects.deleteSubject(subject.name)} onClick={deleteSubject}>
          <TrashIcon />
        </button>
      </header>
      <p className="subject-card__meta">
        {fr.subjects.chapters(subject.chapters.length)}
        {dueCounts && <span data-testid="subject-due"> · {dueText(subjectDue(dueCounts, subject.id))}</span>}
        {dueCounts && <ReviseNowLink scope={{ subjectId: subject.id }} count={subjectDue(dueCounts, subject.id)} where={subject.name} />}
      </p>
      {subject.chapters.length === 0 ? (
        <p className="subject-card__empty">{fr.subjects.noChapter}</p>
      ) : (
        <ul className="chapter-list" aria-label={fr.subjects.chaptersOf(subject.name)}>
          {subject.chapters.map((chapter) => (
            <li key={chapter.id} className="chapter-row">
              <InlineName
                className="chapter-row__name"
                name={chapter.name}
                renameLabel={fr.subjects.rename(chapter.name)}
                fieldLabel={fr.subjects.nameField(chapter.name)}
                onRename={(value) => updateUserData(renameChapter(subject.id, chapter.id, value))}
              />
              {dueCounts && (
                <span className="chapter-row__due">
                  <span data-testid="chapter-due">{dueText(chapterDue(dueCounts, subject.id, chapter.id))}</span>
                  <ReviseNowLink
                    scope={{ subjectId: subject.id, chapterId: chapter.id }}
                    count={chapterDue(dueCounts, subject.id, chapter.id)}
                    where={`${subject.name} › ${chapter.name}`}
                  />
                </span>
              )}
              <span className="chapter-row__actions">
                <Link className="btn btn--ghost btn--sm chapter-row__train" to={pickPath({ subjectId: subject.id, chapterId: chapter.id })} aria-label={fr.subjects.trainChapter(chapter.name)}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d="M6.5 4.5l9 5.5-9 5.5z" fill="currentColor" />
                  </svg>
                  <span className="chapter-row__train-text">{fr.subjects.train}</span>
                </Link>
                <button type="button" className="icon-button icon-button--danger" aria-label={fr.subjects.deleteChapter(chapter.name)} title={fr.subjects.deleteChapter(chapter.name)} onClick={() => deleteChapter(chapter.id, chapter.name)}>
                  <TrashIcon />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="chapter-form" onSubmit={submitChapter} noValidate>
        <label className="visually-hidden" htmlFor={`${id}-chapter`}>
          {fr.subjects.addChapterTo(subject.name)}
        </label>
        <input
          id={`${id}-chapter`}
          className="input"
          value={chapterName}
          maxLength={limits.textInputMax}
          placeholder={fr.subjects.chapterNamePlaceholder}
          aria-invalid={error || undefined}
          onChange={(event) => {
            setChapterName(event.target.value);
            setError(false);
          }}
        />
        <button type="submit" className="btn btn--ghost">
          {fr.subjects.addChapter}
        </button>
        {error && (
          <p className="field-error chapter-form__error" role="alert">
            {fr.subjects.chapterRequired}
          </p>
        )}
      </form>
    </article>
  );
}
