import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import type { DeleteSessionResponse } from '../../../domain/training';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { readUserData } from '../userData';
import { getUser } from '../users';

/** Deletes one of the user's sessions and takes back the points it earned. */
export async function deleteSession(ctx: AppContext, userId: string, sessionId: string): Promise<DeleteSessionResponse> {
  const pointsRemoved = await ctx.db.transaction(async (tx) => {
    const deleted = await tx.query<{ points: number }>(
      'DELETE FROM training_sessions WHERE user_id = $1 AND id = $2 RETURNING points',
      [userId, sessionId],
    );
    const row = deleted.rows[0];
    if (!row) throw notFound(messages.sessionNotFound);
    if (row.points > 0) {
      await tx.query('UPDATE users SET points = GREATEST(points - $2, 0), updated_at = now() WHERE id = $1', [userId, row.points]);
    }
    return row.points;
  });
  const [user, data] = await Promise.all([getUser(ctx.db, userId), readUserData(ctx.db, userId)]);
  ctx.notifier.broadcast(serverEvents.userUpdated, { user });
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  ctx.notifier.toUser(userId, serverEvents.userDataUpdated, { revision: data.revision });
  return { data: data.data, user, pointsRemoved };
}
