import type { AdminMetrics, AdminStats, DayValue } from '../../../domain/admin';
import { BADGE_IDS } from '../../../domain/badges';
import { METHOD_IDS } from '../../../domain/data/sessions';
import { parisDay } from '../../../domain/dates';
import { serverEvents } from '../../../domain/realtime';
import { timings } from '../../../domain/limits';
import type { AppContext } from '../../context';
import {
  badgeHolders,
  countOnlineAndActive,
  countUsers,
  parisDayStart,
  sessionsPerDayAndMethod,
  signupsPerDay,
  visitsPerDay,
  type DayRow,
} from '../../db/statistics';
import type { Queryable } from '../../db/types';
import { listActiveSessions } from './activeSessions';

export const STATS_DAYS = 14;

const percent = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);

/** The 14 Paris days ending today, oldest first. */
export function statsDays(now: Date): string[] {
  const today = parisDay(now);
  const base = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: STATS_DAYS }, (_, i) => new Date(base - (STATS_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

function series(days: string[], rows: DayRow[]): DayValue[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  return days.map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}

const sum = (values: DayValue[]) => values.reduce((total, day) => total + day.value, 0);

/** Live counters pushed to admins as `admin:metrics`. */
export async function liveCounts(db: Queryable, now: Date = new Date()): Promise<Pick<AdminMetrics, 'onlineUsers' | 'activeSessions'>> {
  const { online, active } = await countOnlineAndActive(db, new Date(now.getTime() - timings.onlineWindowMs));
  return { onlineUsers: online, activeSessions: active };
}

export async function pushMetrics(ctx: AppContext): Promise<void> {
  ctx.notifier.toAdmins(serverEvents.adminMetrics, await liveCounts(ctx.db));
}

/**
 * The dashboard's figures. Every query is bounded by the 14-day window through an index
 * (users_created_idx, training_sessions_finished_method_idx, the visits key), except the badge
 * counts, which read the users' badge arrays once.
 */
export async function readAdminStats(db: Queryable, now: Date = new Date()): Promise<AdminStats> {
  const days = statsDays(now);
  const since = days[0]!;

  // The window's first instant as a value, not an expression: the planner then sees how few rows
  // it bounds and walks the indexes instead of scanning the tables.
  const start = await parisDayStart(db, since);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [live, signups, sessionRows, visits, badgeCounts, totalUsers, activeSessions] = await Promise.all([
    liveCounts(db, now),
    signupsPerDay(db, start),
    // One pass over the window's sessions gives the days, the methods and the mean duration.
    sessionsPerDayAndMethod(db, start),
    visitsPerDay(db, since),
    badgeHolders(db),
    countUsers(db),
    listActiveSessions(db),
  ]);

  const today = days[days.length - 1]!;
  const sessionsByDay = new Map<string, number>();
  const methodCounts = new Map<string, number>();
  let seconds = 0;
  for (const row of sessionRows) {
    const count = Number(row.count);
    sessionsByDay.set(row.day, (sessionsByDay.get(row.day) ?? 0) + count);
    methodCounts.set(row.method_id, (methodCounts.get(row.method_id) ?? 0) + count);
    seconds += Number(row.seconds);
  }
  const sessionDays = [...sessionsByDay].map(([day, value]) => ({ day, value }));
  const activity = { sessions: series(days, sessionDays), signups: series(days, signups) };
  const visitSeries = series(days, visits);
  const totalSessions = sum(activity.sessions);
  const valueOn = (values: DayValue[]) => values.find((day) => day.date === today)?.value ?? 0;

  return {
    metrics: {
      ...live,
      signupsLast14Days: sum(activity.signups),
      sessionsLast14Days: totalSessions,
      visitsLast14Days: sum(visitSeries),
      signupsToday: valueOn(activity.signups),
      sessionsToday: valueOn(activity.sessions),
      visitsToday: valueOn(visitSeries),
      // A visit's length is read from the training sessions it held: their mean duration.
      averageVisitMinutes: totalSessions > 0 ? Math.round((seconds / totalSessions / 60) * 10) / 10 : 0,
    },
    activeSessions,
    activity,
    // Labels and descriptions are the client's (domain/badges.ts): the server names badges by id.
    badges: BADGE_IDS.map((id) => {
      const count = badgeCounts.get(id) ?? 0;
      return { id, label: id, description: '', count, percentage: percent(count, totalUsers) };
    }),
    generatedAt: now.toISOString(),
    visits: visitSeries,
    methods: METHOD_IDS.map((id) => {
      const count = methodCounts.get(id) ?? 0;
      return { id, count, percentage: percent(count, totalSessions) };
    }),
  };
}
