import type { AdminUserRow, ImpersonationResponse } from '../../../domain/admin';
import { isAdmin, isBadgeId } from '../../../domain/badges';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { deleteImpersonatorTokens } from '../../db/tokens';
import * as users from '../../db/users';
import { presentUser } from '../../presenters/user';
import { endSubscriptionsOfDeletedAccount, type Billing } from '../billing/billing';
import { issueImpersonationToken } from '../sessions';
import { deleteSession } from '../training/delete';
import { readUserData } from '../userData';
import { findUser } from '../users';
import { writeAudit } from './audit';
import { pushMetrics } from './stats';

const SEARCH_LIMIT = 50;

function adminRow(user: User): AdminUserRow {
  const { id, username, avatar, slug, badges, online, lastSeenAt, bannedUntil } = user;
  return { id, username, avatar, slug, badges, online, lastSeenAt, bannedUntil };
}

/** Users whose name contains `q` (any case), most recently seen first; `total` counts every match. */
export async function searchUsers(ctx: AppContext, q: string): Promise<{ users: AdminUserRow[]; total: number }> {
  const pattern = `%${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await users.searchUserRows(ctx.db, pattern, SEARCH_LIMIT);
  return { users: found.rows.map((row) => adminRow(presentUser(row))), total: found.total };
}

async function targetOf(ctx: AppContext, id: string): Promise<User> {
  const user = await findUser(ctx.db, id);
  if (!user) throw notFound(messages.adminUserNotFound);
  return user;
}

function grantableBadge(badgeId: string): void {
  if (!isBadgeId(badgeId)) throw badRequest(messages.adminBadgeUnknown);
  if (badgeId === 'admin') throw forbidden(messages.adminBadgeProtected);
}

/** An admin changed the user `row` (null: the account is gone): everyone sees the change. */
function updated(ctx: AppContext, row: users.UserRow | null): AdminUserRow {
  if (!row) throw notFound(messages.adminUserNotFound);
  const user = presentUser(row);
  ctx.notifier.broadcast(serverEvents.userUpdated, { user });
  return adminRow(user);
}

export async function addBadge(ctx: AppContext, admin: User, userId: string, badgeId: string): Promise<AdminUserRow> {
  grantableBadge(badgeId);
  const row = updated(ctx, await users.grantBadge(ctx.db, userId, badgeId));
  await writeAudit(ctx.db, admin.id, 'user.badge.add', userId, { badgeId, username: row.username });
  return row;
}

export async function removeBadge(ctx: AppContext, admin: User, userId: string, badgeId: string): Promise<AdminUserRow> {
  grantableBadge(badgeId);
  const row = updated(ctx, await users.withdrawBadge(ctx.db, userId, badgeId));
  await writeAudit(ctx.db, admin.id, 'user.badge.remove', userId, { badgeId, username: row.username });
  return row;
}

/** Suspends for `minutes` from now; 0 lifts the ban. */
export async function banUser(ctx: AppContext, admin: User, userId: string, minutes: number): Promise<AdminUserRow> {
  if (userId === admin.id) throw forbidden(messages.adminSelfAction);
  const until = minutes === 0 ? null : new Date(Date.now() + minutes * 60_000);
  const row = updated(ctx, await users.setBannedUntil(ctx.db, userId, until));
  if (until) {
    // A suspended admin's impersonations end for good, not only while the suspension lasts.
    await deleteImpersonatorTokens(ctx.db, userId);
    ctx.notifier.endUserSockets(userId);
  }
  await writeAudit(ctx.db, admin.id, minutes === 0 ? 'user.unban' : 'user.ban', userId, { minutes, bannedUntil: row.bannedUntil, username: row.username });
  return row;
}

/**
 * Deletes an account and all it owns (rows cascade from users); its subscriptions end at the
 * provider first, as when the owner deletes it. The audit keeps the deletion as an anonymous fact.
 */
export async function deleteUser(ctx: AppContext, billing: Billing, admin: User, userId: string): Promise<void> {
  if (userId === admin.id) throw forbidden(messages.adminSelfAction);
  await targetOf(ctx, userId);
  await endSubscriptionsOfDeletedAccount(ctx, billing, userId);
  await users.deleteUserRow(ctx.db, userId);
  ctx.notifier.endUserSockets(userId);
  await writeAudit(ctx.db, admin.id, 'user.delete', null);
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  ctx.notifier.toAdmins(serverEvents.adminSessionsChanged, {});
  await pushMetrics(ctx);
}

/**
 * A one-hour token that acts as the user, marked with the admin who asked for it; the user's
 * account page lists the visit. Never another admin's account. The admin's own tokens are
 * untouched; signing out with this token ends the impersonation.
 */
export async function impersonate(
  ctx: AppContext,
  admin: User,
  userId: string,
): Promise<ImpersonationResponse> {
  if (userId === admin.id) throw forbidden(messages.adminSelfAction);
  const user = await targetOf(ctx, userId);
  if (isAdmin(user.badges)) throw forbidden(messages.adminImpersonateAdmin);
  const { token, endsAt } = await ctx.db.transaction(async (tx) => {
    await writeAudit(tx, admin.id, 'user.impersonate', userId, { username: user.username });
    return issueImpersonationToken(tx, userId, admin.id);
  });
  const { data } = await readUserData(ctx.db, userId);
  return { token, user, data, endsAt: endsAt.toISOString() };
}

/** Deletes one session of any user; its points are taken back as for the owner. */
export async function deleteUserSession(ctx: AppContext, admin: User, userId: string, sessionId: string) {
  const answer = await deleteSession(ctx, userId, sessionId);
  await writeAudit(ctx.db, admin.id, 'user.session.delete', userId, {
    sessionId,
    pointsRemoved: answer.pointsRemoved,
    username: answer.user.username,
  });
  return answer;
}
