import { syncText } from '../i18n/sync';

/** Says a form was taken back from the device where it was left, with a way to discard it. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <p className="draft-notice" role="status">
      <span>{syncText.draftRestored}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onDiscard}>
        {syncText.discardDraft}
      </button>
    </p>
  );
}
