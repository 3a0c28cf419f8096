import { useId, useMemo, useState } from 'react';
import { pairsBatch, withImport } from '../../../domain/anki/material';
import { newId } from '../../../domain/data/primitives';
import { parsePastedPairs } from '../../../domain/quizlet';
import { ankiText } from '../../i18n/anki';
import { flushUserData, updateUserData } from '../../session/userDataSync';
import '../../styles/anki.css';

const text = ankiText.quizlet;
const SEPARATORS = { tab: '\t', comma: ',', semicolon: ';' } as const;
type SeparatorChoice = keyof typeof SEPARATORS | 'other';
const PREVIEWED = 20;

/** « Coller depuis Quizlet »: pasted term/definition pairs become cards, previewed before they are added. */
export function QuizletPastePanel({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [choice, setChoice] = useState<SeparatorChoice>('tab');
  const [other, setOther] = useState('');
  const [reversed, setReversed] = useState(false);
  const [subject, setSubject] = useState<string>(text.defaultSubject);
  const [chapter, setChapter] = useState<string>(text.defaultChapter);
  const [status, setStatus] = useState<{ error: string | null; notice: string | null; busy: boolean }>({ error: null, notice: null, busy: false });
  const separator = choice === 'other' ? other : SEPARATORS[choice];
  const { pairs, skipped } = useMemo(() => parsePastedPairs(pasted, separator), [pasted, separator]);

  async function add() {
    if (pairs.length === 0) return setStatus({ error: text.empty, notice: null, busy: false });
    if (!subject.trim() || !chapter.trim()) return setStatus({ error: text.target, notice: null, busy: false });
    setStatus({ error: null, notice: null, busy: true });
    const batch = pairsBatch(pairs, { subject, chapter, reversed }, newId);
    if (!updateUserData((data) => withImport(data, batch))) return setStatus({ error: text.failed, notice: null, busy: false });
    await flushUserData();
    setPasted('');
    setStatus({ error: null, notice: text.done(batch.chapters[0]!.cards.length), busy: false });
  }

  return (
    <section className="panel anki-import" aria-labelledby={`${id}-title`}>
      <div className="anki-import__head">
        <h2 id={`${id}-title`} className="panel__title anki-import__title">
          {text.title}
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {ankiText.close}
        </button>
      </div>
      <p className="anki-import__lead">{text.lead}</p>
      <label className="field">
        <span className="field__label">{text.text}</span>
        <textarea className="input" rows={6} value={pasted} placeholder={text.placeholder} onChange={(event) => setPasted(event.currentTarget.value)} />
      </label>
      <div className="anki-mapping__row">
        <label className="field anki-mapping__field">
          <span className="field__label">{text.separator}</span>
          <select className="input" value={choice} onChange={(event) => setChoice(event.currentTarget.value as SeparatorChoice)}>
            {(Object.keys(text.separators) as SeparatorChoice[]).map((key) => (
              <option key={key} value={key}>
                {text.separators[key]}
              </option>
            ))}
          </select>
        </label>
        {choice === 'other' && (
          <label className="field anki-mapping__field">
            <span className="field__label">{text.otherSeparator}</span>
            <input className="input" value={other} maxLength={3} onChange={(event) => setOther(event.currentTarget.value)} />
          </label>
        )}
        <label className="anki-mapping__deck">
          <input type="checkbox" checked={reversed} onChange={(event) => setReversed(event.currentTarget.checked)} />
          <span>{text.reversed}</span>
        </label>
      </div>
      <div className="anki-mapping__row">
        <label className="field anki-mapping__field">
          <span className="field__label">{text.subject}</span>
          <input className="input" value={subject} maxLength={1000} onChange={(event) => setSubject(event.currentTarget.value)} />
        </label>
        <label className="field anki-mapping__field">
          <span className="field__label">{text.chapter}</span>
          <input className="input" value={chapter} maxLength={1000} onChange={(event) => setChapter(event.currentTarget.value)} />
        </label>
      </div>
      {pairs.length > 0 && (
        <div className="anki-preview">
          <h3 className="anki-preview__title">{text.preview(pairs.length)}</h3>
          <ol className="quizlet-preview">
            {pairs.slice(0, PREVIEWED).map((pair, index) => (
              <li key={index}>
                <strong>{reversed ? pair.term : pair.definition}</strong> → {reversed ? pair.definition : pair.term}
              </li>
            ))}
          </ol>
          {pairs.length > PREVIEWED && <p className="anki-preview__note">{text.more(pairs.length - PREVIEWED)}</p>}
        </div>
      )}
      {skipped > 0 && <p className="anki-preview__note">{text.skipped(skipped)}</p>}
      {status.error && (
        <p className="field-error" role="alert">
          {status.error}
        </p>
      )}
      {status.notice && (
        <p className="anki-import__status" role="status">
          {status.notice}
        </p>
      )}
      <div className="anki-import__actions">
        <button type="button" className="btn btn--primary" disabled={status.busy} onClick={() => void add()}>
          {status.busy ? text.saving : text.confirm(pairs.length)}
        </button>
      </div>
    </section>
  );
}
