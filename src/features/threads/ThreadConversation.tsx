import type { ThreadMessageBody, ThreadView } from '../../../domain/threads';
import { messageOf } from '../../api/client';
import { perksText } from '../../i18n/perks';
import { MessageComposer } from './MessageComposer';
import { ThreadMessages } from './ThreadMessages';

const text = perksText.thread;

/** A thread's messages and its composer (or the note that it is full): support and mentoring alike. */
export function ThreadConversation({
  thread,
  post,
  onPosted,
  screenshot = false,
  fullNote = text.full,
}: {
  thread: ThreadView;
  post: (body: ThreadMessageBody) => Promise<{ thread: ThreadView }>;
  onPosted: (thread: ThreadView) => void;
  screenshot?: boolean;
  /** What to say once the thread holds its maximum of messages. */
  fullNote?: string;
}) {
  return (
    <>
      <ThreadMessages messages={thread.messages} />
      {thread.open ? (
        <MessageComposer
          screenshot={screenshot}
          onSend={async (body) => {
            try {
              onPosted((await post(body)).thread);
              return null;
            } catch (failure) {
              return messageOf(failure, text.sendFailed);
            }
          }}
        />
      ) : (
        <p className="thread__full">{fullNote}</p>
      )}
    </>
  );
}
