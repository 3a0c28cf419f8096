import { PROFILE_PART, SUBJECTS_PART } from '../../../domain/data/parts';
import type { Subject } from '../../../domain/data/subjects';
import { readPartContents } from '../../db/material';
import type { PublicProfileData, PublicProfileResponse, PublicUserResponse } from '../../../domain/leaderboard';
import { messages } from '../../../domain/messages';
import type { Database, Queryable } from '../../db/types';
import type { MemoryStats } from '../../../domain/memory/stats';
import { publicMemoryStats } from '../memory/stats';
import { notFound } from '../../http/errors';
import { presentPublicData, presentPublicUser, type PublicViewer } from '../../presenters/public';
import { findUserRow, findUserRowBySlug, type UserRow } from '../../db/users';
import { listSessions } from '../training/store';
import { rankOf } from './ranking';

function found(row: UserRow | null): UserRow {
  if (!row) throw notFound(messages.profileNotFound);
  return row;
}

/** What the statistics block shows of a user's document: subjects, sessions, music; never the study material. */
export async function profileData(db: Queryable, userId: string): Promise<PublicProfileData> {
  const [parts, sessions] = await Promise.all([readPartContents(db, userId, [SUBJECTS_PART, PROFILE_PART]), listSessions(db, userId)]);
  const subjects = (parts.get(SUBJECTS_PART)?.content as Subject[] | undefined) ?? [];
  const profileMusicUrl = (parts.get(PROFILE_PART)?.content as string | null | undefined) ?? null;
  return presentPublicData({ subjects, profileMusicUrl }, sessions);
}

/**
 * GET /public/users/{id}: the public user and their place in the ranking. Admins also get the
 * statistics, so they can moderate (delete sessions of) a user who has no public identifier.
 */
export async function publicUser(db: Queryable, id: string, viewer: PublicViewer): Promise<PublicUserResponse> {
  const row = found(await findUserRow(db, id));
  const leaderboard = await rankOf(db, row.id);
  if (!leaderboard) throw notFound(messages.profileNotFound);
  const user = presentPublicUser(row, viewer);
  return viewer.isAdmin ? { user, leaderboard, data: await profileData(db, row.id) } : { user, leaderboard };
}

/**
 * GET /public/profiles/{slug}: a profile exists publicly once its owner chose an identifier. The
 * data part is what the statistics block shows, never the study material itself.
 */
export async function publicProfile(db: Queryable, slug: string, viewer: PublicViewer): Promise<PublicProfileResponse> {
  const row = found(await findUserRowBySlug(db, slug.toLowerCase()));
  const [data, leaderboard] = [await profileData(db, row.id), await rankOf(db, row.id)];
  if (!leaderboard) throw notFound(messages.profileNotFound);
  return { user: presentPublicUser(row, viewer), data, leaderboard };
}

/**
 * The memory statistics of a public profile, under the same policy as its statistics block: anyone
 * may read those of a profile with a public identifier (`slug`); by user id, only an admin
 * (`publicUser` gives admins alone the statistics of a user without one).
 */
export async function publicProfileMemory(db: Database, target: { slug: string } | { id: string }, viewer: PublicViewer): Promise<MemoryStats> {
  const row = found('slug' in target ? await findUserRowBySlug(db, target.slug.toLowerCase()) : await findUserRow(db, target.id));
  if (!('slug' in target) && !viewer.isAdmin) throw notFound(messages.profileNotFound);
  if (!(await rankOf(db, row.id))) throw notFound(messages.profileNotFound);
  return publicMemoryStats(db, row.id);
}
