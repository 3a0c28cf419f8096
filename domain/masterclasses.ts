import { z } from 'zod';
import { TIME_ZONE } from './limits';

/** Masterclasses (issue 51): live sessions for Champion users, scheduled by the admins. */

/** The call link is handed out this long before the start, never earlier (the server's clock). */
export const CALL_LINK_LEAD_MS = 15 * 60 * 1000;

export const MASTERCLASS_LIMITS = {
  title: 120,
  description: 2000,
  speaker: 80,
  url: 500,
  minutes: { min: 5, max: 600 },
  capacity: { min: 1, max: 10_000 },
} as const;

const httpsUrl = z
  .string()
  .trim()
  .max(MASTERCLASS_LIMITS.url)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  });

/** An admin's masterclass: its date and time are wall-clock time in Europe/Paris. */
export const masterclassBody = z.object({
  title: z.string().trim().min(1).max(MASTERCLASS_LIMITS.title),
  description: z.string().trim().max(MASTERCLASS_LIMITS.description).default(''),
  speaker: z.string().trim().min(1).max(MASTERCLASS_LIMITS.speaker),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  durationMinutes: z.number().int().min(MASTERCLASS_LIMITS.minutes.min).max(MASTERCLASS_LIMITS.minutes.max),
  capacity: z.number().int().min(MASTERCLASS_LIMITS.capacity.min).max(MASTERCLASS_LIMITS.capacity.max),
  callUrl: httpsUrl,
  replayUrl: z.union([httpsUrl, z.literal('')]).default(''),
});
export type MasterclassBody = z.infer<typeof masterclassBody>;

export const masterclassParams = z.object({ id: z.string().min(1).max(64) });

const wallFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Europe/Paris date (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function parisWallTime(at: number): { date: string; time: string } {
  const parts = Object.fromEntries(wallFormatter.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The instant of a Europe/Paris date and time; null for a time that does not exist there (the spring-forward hour) or an invalid date. */
export function parisInstant(date: string, time: string): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const utc = Date.UTC(y, m - 1, d, h, mi);
  if (!Number.isFinite(utc)) return null;
  // Paris is one or two hours ahead of UTC; the earlier instant wins in the autumn's repeated hour.
  for (const offsetHours of [2, 1]) {
    const at = utc - offsetHours * 3_600_000;
    const wall = parisWallTime(at);
    if (wall.date === date && wall.time === time) return at;
  }
  return null;
}

/** Where a masterclass stands at a time: before its call opens, open (15 min before to its end), or over. */
export type MasterclassPhase = 'upcoming' | 'open' | 'past';

export function masterclassPhase(startsAt: number, durationMinutes: number, now: number): MasterclassPhase {
  if (now < startsAt - CALL_LINK_LEAD_MS) return 'upcoming';
  return now < startsAt + durationMinutes * 60_000 ? 'open' : 'past';
}

/** A masterclass as a student sees it: the links only when theirs (Champion, signed up for the call) and in time. */
export interface Masterclass {
  id: string;
  title: string;
  description: string;
  speaker: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  signedUp: boolean;
  phase: MasterclassPhase;
  /** When the call link will be given (15 minutes before the start). */
  callOpensAt: string;
  callUrl: string | null;
  replayUrl: string | null;
}

/** GET /masterclasses: every plan sees the list; only Champion users may sign up and get the links. */
export interface MasterclassList {
  masterclasses: Masterclass[];
  /** The caller's plan includes masterclasses. */
  included: boolean;
}

/** A masterclass as the admins see it, with what they set. */
export interface AdminMasterclass extends MasterclassBody {
  id: string;
  startsAt: string;
  seatsTaken: number;
}
