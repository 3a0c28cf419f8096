import { useState, type FormEvent, type ReactNode } from 'react';
import { richTextToPlain } from '../../../domain/richText';
import { THREAD_LIMITS, type ThreadMessageBody } from '../../../domain/threads';
import { RichTextField } from '../../../editors/text/RichTextField';
import { uploadFile } from '../../api/endpoints';
import { readAsDataUrl } from '../../lib/dataUrl';
import { messageOf } from '../../api/client';
import { FilePicker } from '../../components/FilePicker';
import { fr } from '../../i18n/fr';
import { perksText } from '../../i18n/perks';
import '../../styles/richtext.css';

const text = perksText.thread;
const MAX_TEXT = THREAD_LIMITS.messageChars.toLocaleString('fr-FR');

interface MessageComposerProps {
  /** Sends the message; answers an error to show, or null when it was sent (the field is cleared). */
  onSend: (body: ThreadMessageBody) => Promise<string | null>;
  /** A screenshot may go with the message (support requests). */
  screenshot?: boolean;
  submitLabel?: string;
  /** Fields shown above the message (a request's subject). */
  children?: ReactNode;
  /** Whether the fields above are filled in. */
  ready?: boolean;
}

/**
 * The message field of a thread: rich text limited to the allowed marks, its length counted as the
 * server counts it, and an optional screenshot sent through the uploads (their checks) first.
 */
export function MessageComposer({ onSend, screenshot = false, submitLabel = text.send, children, ready = true }: MessageComposerProps) {
  const [message, setMessage] = useState('');
  const [attachment, setAttachment] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = richTextToPlain(message).trim().length;
  const tooLong = length > THREAD_LIMITS.messageChars;

  async function pick(file: File | null) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const { url } = await uploadFile(await readAsDataUrl(file));
      setAttachment({ url, name: file.name });
    } catch (failure) {
      setError(messageOf(failure, text.screenshotFailed));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length === 0 || tooLong || !ready) return;
    setSending(true);
    setError(null);
    const failed = await onSend({ message, attachment: attachment?.url ?? '' });
    setSending(false);
    if (failed) return setError(failed);
    setMessage('');
    setAttachment(null);
  }

  return (
    <form className="thread-composer" onSubmit={(event) => void submit(event)} noValidate>
      {children}
      <div className="field">
        <span className="field__label">{text.message}</span>
        <RichTextField value={message} onChange={setMessage} label={text.message} labels={fr.richText} />
        <span className={`thread-composer__count${tooLong ? ' thread-composer__count--over' : ''}`}>
          {text.messageHint(MAX_TEXT)} {length.toLocaleString('fr-FR')} / {MAX_TEXT}
        </span>
      </div>
      {screenshot &&
        (attachment ? (
          <p className="thread-composer__attachment">
            <img src={attachment.url} alt={text.screenshotAlt} />
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAttachment(null)}>
              {text.screenshotRemove}
            </button>
          </p>
        ) : (
          <FilePicker label={text.screenshot} accept="image/png,image/jpeg,image/webp,image/gif" fileName={uploading ? text.screenshotUploading : null} disabled={uploading} onPick={(file) => void pick(file)} />
        ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending || uploading || length === 0 || tooLong || !ready}>
        {sending ? text.sending : submitLabel}
      </button>
    </form>
  );
}
