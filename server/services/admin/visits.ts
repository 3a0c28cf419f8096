import { createHash } from 'node:crypto';
import { parisDay } from '../../../domain/dates';
import { messages } from '../../../domain/messages';
import type { Queryable } from '../../db/types';
import { insertVisit } from '../../db/visits';
import { badRequest } from '../../http/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one visit per Paris day and client. The client is known by a hash of its IP, user agent
 * and the day, so no raw IP is kept and two days of one client cannot be linked.
 */
export async function recordVisit(db: Queryable, day: string, ip: string, userAgent: string, now = Date.now()): Promise<void> {
  // The browser's day may lag or lead the server's by the time-zone difference, never more.
  const allowed = [parisDay(now - DAY_MS), parisDay(now), parisDay(now + DAY_MS)];
  if (!allowed.includes(day)) throw badRequest(messages.visitDayInvalid);
  const clientKey = createHash('sha256').update(`${ip}\n${userAgent}\n${day}`).digest('hex');
  await insertVisit(db, day, clientKey);
}
