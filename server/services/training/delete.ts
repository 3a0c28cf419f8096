import { messages } from '../../../domain/messages';
import { serverEvents, type UserDataUpdatedEvent } from '../../../domain/realtime';
import type { DeleteSessionResponse } from '../../../domain/training';
import type { AppContext } from '../../context';
import { forgetSession } from '../../db/memory';
import { deleteSessionRow } from '../../db/trainingSessions';
import { removePoints } from '../../db/users';
import { notFound } from '../../http/errors';
import { readUserData } from '../userData';
import { recountSessionStreak } from './streak';
import { getUser } from '../users';

/** Deletes one of the user's sessions, takes back the points it earned and the memory reviews it made. */
export async function deleteSession(ctx: AppContext, userId: string, sessionId: string): Promise<DeleteSessionResponse> {
  const pointsRemoved = await ctx.db.transaction(async (tx) => {
    const points = await deleteSessionRow(tx, userId, sessionId);
    if (points === null) throw notFound(messages.sessionNotFound);
    await forgetSession(tx, userId, sessionId);
    await recountSessionStreak(tx, userId);
    if (points > 0) await removePoints(tx, userId, points);
    return points;
  });
  const [user, data] = await Promise.all([getUser(ctx.db, userId), readUserData(ctx.db, userId)]);
  ctx.notifier.broadcast(serverEvents.userUpdated, { user });
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  const deleted: UserDataUpdatedEvent = { deleted: { sessionId, progress: data.data.progress } };
  ctx.notifier.toUser(userId, serverEvents.userDataUpdated, deleted);
  return { data: data.data, user, pointsRemoved };
}
