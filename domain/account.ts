import { z } from 'zod';
import type { TrainingSession } from './data/sessions';
import type { UserData } from './data/userData';
import type { User } from './user';

/** DELETE /me: the account is only deleted when its password is given again. */
export const deleteAccountBody = z.object({ password: z.string().min(1).max(1000) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** A file the account stored, listed in the export with the address that serves it. */
export interface ExportedUpload {
  url: string;
  kind: 'image' | 'audio';
  contentType: string;
  byteSize: number;
  createdAt: string;
}

/** An administrator's visit of the account, as its owner sees it: when, never who. */
export interface AccountImpersonation {
  startedAt: string;
  endsAt: string;
}

/** GET /me/impersonations, newest first. */
export interface ImpersonationsResponse {
  impersonations: AccountImpersonation[];
}

/** A recorded session as kept by the server, with the points it earned. */
export type ExportedSession = TrainingSession & { points: number };

/** GET /me/export: everything the account holds, secrets excepted (FAQ promise). */
export interface AccountExport {
  exportedAt: string;
  user: User;
  data: UserData;
  sessions: ExportedSession[];
  uploads: ExportedUpload[];
  /** Paris days on which the account held first place. */
  leaderDays: string[];
}
