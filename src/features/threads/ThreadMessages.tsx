import type { ThreadMessage } from '../../../domain/threads';
import { RichTextView } from '../../../editors/text/RichTextView';
import { perksText } from '../../i18n/perks';

const text = perksText.thread;
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });

function authorOf(message: ThreadMessage): string {
  if (message.mine) return text.you;
  if (message.fromStaff) return text.staff;
  return message.authorName ?? text.deleted;
}

/** A thread's messages in order, the reader's own on the right. */
export function ThreadMessages({ messages }: { messages: ThreadMessage[] }) {
  if (messages.length === 0) return <p className="thread__empty">{text.empty}</p>;
  return (
    <ol className="thread__messages" aria-live="polite">
      {messages.map((message) => (
        <li key={message.id} className={`thread-message${message.mine ? ' thread-message--mine' : ''}${message.fromStaff ? ' thread-message--staff' : ''}`}>
          <p className="thread-message__meta">
            <strong>{authorOf(message)}</strong> <time dateTime={message.createdAt}>{text.at(when.format(new Date(message.createdAt)))}</time>
          </p>
          <RichTextView html={message.body} className="rich-text thread-message__body" />
          {message.attachment && (
            <a href={message.attachment} target="_blank" rel="noreferrer" className="thread-message__attachment">
              <img src={message.attachment} alt={text.screenshotAlt} loading="lazy" />
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
