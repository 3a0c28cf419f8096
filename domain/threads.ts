import { z } from 'zod';

/**
 * Conversation threads (issue 51): a support request and a mentor–mentee thread are both a
 * thread of messages written in turn, under the same rules.
 */
export const THREAD_LIMITS = {
  /** Characters of a message's text (its marks not counted). */
  messageChars: 5000,
  /** Its rich text as sent, marks included. */
  messageRaw: 20_000,
  /** Messages a thread holds at most, every author counted. */
  messages: 50,
  /** A screenshot's address (an upload of the author's). */
  attachment: 300,
} as const;

export const THREAD_STATUSES = ['open', 'answered', 'resolved'] as const;
/** « Ouverte » (waiting for an answer), « Répondue », « Résolue ». */
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

export const threadMessageBody = z.object({
  message: z.string().max(THREAD_LIMITS.messageRaw),
  attachment: z.string().max(THREAD_LIMITS.attachment).default(''),
});
export type ThreadMessageBody = z.infer<typeof threadMessageBody>;

export const threadParams = z.object({ id: z.string().min(1).max(64) });

/** One message as its reader sees it. */
export interface ThreadMessage {
  id: number;
  /** The author's name; null once their account is gone. */
  authorName: string | null;
  mine: boolean;
  /** An administrator's answer to a support request (« Équipe Mnémo »). */
  fromStaff: boolean;
  /** Sanitised rich text. */
  body: string;
  attachment: string;
  createdAt: string;
}

/** A thread with its messages (GET of a thread). */
export interface ThreadView {
  id: string;
  subject: string;
  status: ThreadStatus;
  page: string;
  createdAt: string;
  messages: ThreadMessage[];
  /** Whether the thread can take another message (under `THREAD_LIMITS.messages`). */
  open: boolean;
}
