import { useRef, useState } from 'react';
import type { ChapterChoice } from '../../../domain/anki/material';
import { NOTE_KINDS, type ImportPlan, type SkipReason } from '../../../domain/anki/mapping';
import type { AnkiCardHistory } from '../../../domain/anki/read';
import { FilePicker } from '../../components/FilePicker';
import { ankiText as text } from '../../i18n/anki';
import { formatBytes } from '../../lib/format';
import { boardAllowance, runImport, type ImportStage } from './importFlow';
import { readInWorker } from './workerProtocol';
import '../../styles/anki.css';

interface ReadPackage {
  fileName: string;
  plan: ImportPlan;
  images: Map<string, ArrayBuffer>;
  history: Map<number, AnkiCardHistory>;
}

type Step =
  | { step: 'pick'; error: string | null; notice: string | null }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; read: ReadPackage; choices: ChapterChoice[] }
  | { step: 'importing'; read: ReadPackage; stage: ImportStage };

function Preview({ read, choices, onChoices }: { read: ReadPackage; choices: ChapterChoice[]; onChoices: (choices: ChapterChoice[]) => void }) {
  const { plan } = read;
  const { allowance, limit } = boardAllowance();
  const chosen = plan.chapters.filter((chapter) => choices.find((c) => c.key === chapter.key)?.include);
  const boards = chosen.reduce((sum, chapter) => sum + chapter.boards.length, 0);
  const leftOut = Math.max(0, boards - Math.max(0, allowance));
  const update = (key: string, change: Partial<ChapterChoice>) => onChoices(choices.map((c) => (c.key === key ? { ...c, ...change } : c)));
  return (
    <div className="anki-preview">
      <h3 className="anki-preview__title">{text.previewTitle}</h3>
      <ul className="anki-preview__counts">
        {NOTE_KINDS.filter((kind) => plan.notes[kind] > 0).map((kind) => (
          <li key={kind}>{text.kinds[kind](plan.notes[kind])}</li>
        ))}
        {plan.images.length > 0 && <li>{text.images(plan.images.length, formatBytes(plan.imageBytes))}</li>}
      </ul>
      {plan.otherTypes.length > 0 && <p className="anki-preview__note">{text.otherTypes(plan.otherTypes)}</p>}
      {Object.entries(plan.skipped).map(([reason, count]) => (
        <p key={reason} className="anki-preview__note">
          {text.skipped[reason as SkipReason](count)}
        </p>
      ))}
      {plan.unnamedLegends > 0 && <p className="anki-preview__note">{text.unnamed(plan.unnamedLegends)}</p>}
      {leftOut > 0 && (
        <p className="anki-preview__warning" role="status">
          {text.quota(leftOut, limit)}
        </p>
      )}
      <h4 className="anki-preview__subtitle">{text.mapping}</h4>
      <ul className="anki-mapping">
        {plan.chapters.map((chapter) => {
          const choice = choices.find((c) => c.key === chapter.key)!;
          const deck = chapter.deckPath.join(' › ');
          return (
            <li key={chapter.key} className="anki-mapping__row">
              <label className="anki-mapping__deck">
                <input type="checkbox" checked={choice.include} aria-label={text.include(deck)} onChange={(event) => update(chapter.key, { include: event.currentTarget.checked })} />
                <span>
                  <strong>{deck}</strong>
                  <span className="anki-mapping__contents">{text.contents(chapter.cards.length, chapter.boards.length)}</span>
                </span>
              </label>
              <label className="field anki-mapping__field">
                <span className="field__label">{text.subject}</span>
                <input className="input" value={choice.subject} disabled={!choice.include} maxLength={1000} onChange={(event) => update(chapter.key, { subject: event.currentTarget.value })} />
              </label>
              <label className="field anki-mapping__field">
                <span className="field__label">{text.chapter}</span>
                <input className="input" value={choice.chapter} disabled={!choice.include} maxLength={1000} onChange={(event) => update(chapter.key, { chapter: event.currentTarget.value })} />
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** « Importer depuis Anki »: pick a package, read it in a worker, preview and edit the mapping, import with progress. */
export function AnkiImportPanel({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<Step>({ step: 'pick', error: null, notice: null });
  const abort = useRef<AbortController | null>(null);

  async function pick(file: File | null) {
    if (!file) return;
    setState({ step: 'reading', fileName: file.name });
    const answer = await readInWorker(file);
    if (!answer.ok) {
      setState({ step: 'pick', error: text.refusals[answer.refusal], notice: null });
      return;
    }
    const read: ReadPackage = { fileName: file.name, plan: answer.plan, images: new Map(answer.images), history: new Map(answer.history) };
    setState({ step: 'preview', read, choices: answer.plan.chapters.map((c) => ({ key: c.key, include: true, subject: c.subject, chapter: c.chapter })) });
  }

  async function start(read: ReadPackage, choices: ChapterChoice[]) {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'importing', read, stage: { stage: 'uploading', done: 0, total: 0 } });
    const outcome = await runImport(read, choices, controller.signal, (stage) => setState({ step: 'importing', read, stage }));
    abort.current = null;
    if (outcome.status === 'cancelled') setState({ step: 'pick', error: null, notice: text.cancelled });
    else if (outcome.status === 'failed') setState({ step: 'pick', error: text.failedSave, notice: null });
    else {
      const notice = [text.done(outcome.cards, outcome.boards), outcome.imagesFailed > 0 ? text.imagesFailed(outcome.imagesFailed) : ''].filter(Boolean).join(' ');
      setState({ step: 'pick', error: null, notice });
    }
  }

  const chosen = state.step === 'preview' ? state.read.plan.chapters.filter((c) => state.choices.some((choice) => choice.key === c.key && choice.include && choice.subject.trim() && choice.chapter.trim())) : [];
  return (
    <section className="panel anki-import" aria-labelledby="anki-import-title">
      <div className="anki-import__head">
        <h2 id="anki-import-title" className="panel__title anki-import__title">
          {text.title}
        </h2>
        {state.step !== 'importing' && (
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {text.close}
          </button>
        )}
      </div>
      {(state.step === 'pick' || state.step === 'reading') && (
        <>
          <p className="anki-import__lead">{text.lead}</p>
          <FilePicker label={text.fileLabel} accept=".apkg,.colpkg" fileName={state.step === 'reading' ? state.fileName : null} disabled={state.step === 'reading'} onPick={(file) => void pick(file)} />
          {state.step === 'reading' && (
            <p className="anki-import__status" role="status">
              {text.reading}
            </p>
          )}
          {state.step === 'pick' && state.error && (
            <p className="field-error" role="alert">
              {state.error}
            </p>
          )}
          {state.step === 'pick' && state.notice && (
            <p className="anki-import__status" role="status">
              {state.notice}
            </p>
          )}
        </>
      )}
      {state.step === 'preview' && (
        <>
          <Preview read={state.read} choices={state.choices} onChoices={(choices) => setState({ ...state, choices })} />
          <div className="anki-import__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setState({ step: 'pick', error: null, notice: null })}>
              {text.another}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={chosen.length === 0}
              onClick={() => void start(state.read, state.choices)}
            >
              {text.confirm(
                chosen.reduce((sum, c) => sum + c.cards.length, 0),
                chosen.reduce((sum, c) => sum + c.boards.length, 0),
              )}
            </button>
          </div>
          {chosen.length === 0 && <p className="field-error">{text.nothingChosen}</p>}
        </>
      )}
      {state.step === 'importing' && (
        <div className="anki-import__progress">
          <p role="status">{state.stage.stage === 'uploading' ? text.uploading(state.stage.done, state.stage.total) : state.stage.stage === 'saving' ? text.saving : text.memory}</p>
          <progress
            aria-label={text.progressLabel}
            max={state.stage.stage === 'uploading' ? Math.max(1, state.stage.total) : undefined}
            value={state.stage.stage === 'uploading' ? state.stage.done : undefined}
          />
          {state.stage.stage === 'uploading' && (
            <button type="button" className="btn btn--ghost" onClick={() => abort.current?.abort()}>
              {text.cancel}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
