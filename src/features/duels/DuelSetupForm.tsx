import { useMemo, useState, type FormEvent } from 'react';
import type { DuelSetup, DuelView } from '../../../domain/duels/api';
import { DUEL_MODES, LIVE_QUESTION_COUNTS, type DuelMode, type LiveQuestionCount } from '../../../domain/duels/rules';
import type { Material } from '../../../domain/data/userData';
import { messageOf } from '../../api/client';
import { duelsText, type DuelChoice } from '../../i18n/duels';
import { createDuel } from './api';
import { availableQuestions, duelSubjects, methodsOf, neededQuestions, setupBody, type SetupChoice } from './setup';

const CHOICES: readonly DuelChoice[] = ['mixed', 'cards', 'legends', 'blanks'];

interface DuelSetupFormProps {
  data: Material;
  /** « Défier » from a public profile: the duel is offered to this user alone. */
  opponent: { id: string; name: string } | null;
  onCancelOpponent: () => void;
  onCreated: (duel: DuelView) => void;
  /** « Adversaire au hasard »: a live duel on this setup with whoever asks too. */
  onRandom: (setup: DuelSetup) => void;
}

/** One option of a group of radio buttons, drawn as a chip. */
function Option<T extends string | number>({ name, value, checked, label, onChange }: { name: string; value: T; checked: boolean; label: string; onChange: (value: T) => void }) {
  return (
    <label className={`duel-option${checked ? ' duel-option--on' : ''}`}>
      <input type="radio" name={name} value={String(value)} checked={checked} onChange={() => onChange(value)} />
      {label}
    </label>
  );
}

/**
 * « Nouveau duel »: a subject (or some of its chapters), what is asked (cards, legends, map texts
 * or the three mixed) and the mode (« En direct », 5 or 10 questions, or « À tour de rôle »). The
 * server draws the questions from this material; the form says beforehand when there are too few.
 */
export function DuelSetupForm({ data, opponent, onCancelOpponent, onCreated, onRandom }: DuelSetupFormProps) {
  const text = duelsText.setup;
  const subjects = useMemo(() => duelSubjects(data), [data]);
  const [setup, setSetup] = useState<SetupChoice>(() => ({ subjectId: subjects[0]?.id ?? '', chapterIds: [], choice: 'mixed', mode: 'live', questionCount: 5 }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const subject = subjects.find((s) => s.id === setup.subjectId) ?? subjects[0];
  const chapterIds = setup.chapterIds.filter((id) => subject?.chapters.some((c) => c.id === id));
  const available = useMemo(
    () => (subject ? availableQuestions(data, subject.id, chapterIds, methodsOf(setup.choice)) : 0),
    // The chapter list is a new array on every render: its ids identify it.
    [data, subject, chapterIds.join(' '), setup.choice], // eslint-disable-line react-hooks/exhaustive-deps
  );
  if (!subject) return <p className="duel-empty">{text.noMaterial}</p>;

  const chosen: SetupChoice = { ...setup, subjectId: subject.id, chapterIds };
  const needed = neededQuestions(chosen);
  const enough = available >= needed;
  const update = (patch: Partial<SetupChoice>) => {
    setError(null);
    setSetup((current) => ({ ...current, ...patch }));
  };
  const toggleChapter = (id: string, on: boolean) => update({ chapterIds: on ? [...chapterIds, id] : chapterIds.filter((c) => c !== id) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!enough || busy) return;
    setBusy(true);
    try {
      onCreated(await createDuel({ ...setupBody(chosen), ...(opponent ? { opponentId: opponent.id } : {}) }));
    } catch (failure) {
      setError(messageOf(failure, text.failed));
      setBusy(false);
    }
  };

  return (
    <form className="duel-panel duel-setup" onSubmit={submit} aria-labelledby="duel-setup-title" noValidate>
      <div className="duel-setup__head">
        <h2 id="duel-setup-title" className="duel-panel__title">
          {opponent ? text.challenge(opponent.name) : text.title}
        </h2>
        {opponent && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancelOpponent}>
            {text.cancelChallenge}
          </button>
        )}
      </div>
      <label className="field">
        <span className="field__label">{text.subject}</span>
        <select className="input" value={subject.id} onChange={(e) => update({ subjectId: e.target.value, chapterIds: [] })}>
          {subjects.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="duel-setup__group">
        <legend className="field__label">{text.chapters}</legend>
        <div className="duel-setup__checks">
          <label className="duel-check">
            <input type="checkbox" checked={chapterIds.length === 0} onChange={() => update({ chapterIds: [] })} />
            {text.allChapters}
          </label>
          {subject.chapters.map((chapter) => (
            <label key={chapter.id} className="duel-check">
              <input type="checkbox" checked={chapterIds.includes(chapter.id)} onChange={(e) => toggleChapter(chapter.id, e.target.checked)} />
              {chapter.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="duel-setup__group">
        <legend className="field__label">{text.methods}</legend>
        <div className="duel-setup__options">
          {CHOICES.map((choice) => (
            <Option key={choice} name="duel-choice" value={choice} checked={setup.choice === choice} label={text.choices[choice]} onChange={(value) => update({ choice: value })} />
          ))}
        </div>
      </fieldset>
      <fieldset className="duel-setup__group">
        <legend className="field__label">{text.mode}</legend>
        <div className="duel-setup__options">
          {DUEL_MODES.map((mode) => (
            <Option<DuelMode> key={mode} name="duel-mode" value={mode} checked={setup.mode === mode} label={duelsText.modes[mode]} onChange={(value) => update({ mode: value })} />
          ))}
        </div>
        <p className="field__hint">{text.modeHints[setup.mode]}</p>
      </fieldset>
      {setup.mode === 'live' && (
        <fieldset className="duel-setup__group">
          <legend className="field__label">{text.length}</legend>
          <div className="duel-setup__options">
            {LIVE_QUESTION_COUNTS.map((count) => (
              <Option<LiveQuestionCount>
                key={count}
                name="duel-count"
                value={count}
                checked={setup.questionCount === count}
                label={text.questions(count)}
                onChange={(value) => update({ questionCount: value })}
              />
            ))}
          </div>
        </fieldset>
      )}
      <p className={enough ? 'field__hint' : 'form-error'} role="status" data-testid="duel-available">
        {enough ? text.available(available) : text.tooFew(needed, available)}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="duel-setup__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={!enough || busy}>
          {busy ? text.creating : opponent ? text.challenge(opponent.name) : text.create}
        </button>
        {!opponent && (
          <button type="button" className="btn btn--ghost btn--lg" disabled={busy || available < neededQuestions({ ...chosen, mode: 'live' })} onClick={() => onRandom(setupBody({ ...chosen, mode: 'live' }))}>
            {text.random}
          </button>
        )}
      </div>
      {!opponent && <p className="field__hint">{text.randomHint}</p>}
    </form>
  );
}
