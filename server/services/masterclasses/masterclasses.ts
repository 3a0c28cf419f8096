import { randomUUID } from 'node:crypto';
import { planOf } from '../../../domain/badges';
import {
  CALL_LINK_LEAD_MS,
  masterclassPhase,
  parisInstant,
  parisWallTime,
  type AdminMasterclass,
  type Masterclass,
  type MasterclassBody,
  type MasterclassList,
} from '../../../domain/masterclasses';
import { messages } from '../../../domain/messages';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import {
  deleteMasterclassRow,
  findMasterclassRow,
  insertMasterclass,
  leaveSeat,
  listMasterclassRows,
  takeSeat,
  updateMasterclassRow,
  type MasterclassFields,
  type MasterclassRow,
} from '../../db/masterclasses';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { authoriseChampion } from '../../policies';
import { writeAudit } from '../admin/audit';
import { masterclassIcs } from './ics';

/**
 * What a student may see of a masterclass at `now` (the server's clock): the call link only for a
 * Champion who signed up, from 15 minutes before the start to the end; the replay after it, for
 * every Champion. Never earlier, in no answer.
 */
function present(row: MasterclassRow, user: User, now: number): Masterclass {
  const startsAt = new Date(row.starts_at).getTime();
  const phase = masterclassPhase(startsAt, row.duration_minutes, now);
  const champion = planOf(user.badges) === 'champion';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    speaker: row.speaker,
    startsAt: new Date(startsAt).toISOString(),
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    seatsTaken: row.seats_taken,
    signedUp: row.signed_up,
    phase,
    callOpensAt: new Date(startsAt - CALL_LINK_LEAD_MS).toISOString(),
    callUrl: champion && row.signed_up && phase === 'open' ? row.call_url : null,
    replayUrl: champion && phase === 'past' && row.replay_url !== '' ? row.replay_url : null,
  };
}

/** GET /masterclasses: the list for every plan (the client locks it but for Champion users). */
export async function listMasterclasses(db: Queryable, user: User, now = Date.now()): Promise<MasterclassList> {
  const rows = await listMasterclassRows(db, user.id);
  return { masterclasses: rows.map((row) => present(row, user, now)), included: planOf(user.badges) === 'champion' };
}

async function championRow(db: Queryable, user: User, id: string): Promise<MasterclassRow> {
  authoriseChampion(user, messages.masterclassChampionOnly);
  const row = await findMasterclassRow(db, user.id, id);
  if (!row) throw notFound(messages.masterclassNotFound);
  return row;
}

/** « Je m'inscris »: a seat if one is left (never more sign-ups than seats, whatever the concurrency). */
export async function signUp(ctx: AppContext, user: User, id: string, now = Date.now()): Promise<Masterclass> {
  authoriseChampion(user, messages.masterclassChampionOnly);
  const outcome = await ctx.db.transaction((tx) => takeSeat(tx, id, user.id, new Date(now)));
  if (outcome === 'missing') throw notFound(messages.masterclassNotFound);
  if (outcome === 'full') throw conflict(messages.masterclassFull);
  if (outcome === 'over') throw conflict(messages.masterclassOver);
  return present((await findMasterclassRow(ctx.db, user.id, id))!, user, now);
}

export async function cancelSignUp(db: Queryable, user: User, id: string, now = Date.now()): Promise<Masterclass> {
  await championRow(db, user, id);
  await leaveSeat(db, id, user.id);
  return present((await findMasterclassRow(db, user.id, id))!, user, now);
}

/** The .ics of a masterclass the Champion signed up for. */
export async function masterclassCalendar(db: Queryable, user: User, id: string, now = Date.now()): Promise<string> {
  const row = await championRow(db, user, id);
  if (!row.signed_up) throw forbidden(messages.masterclassNotSignedUp);
  return masterclassIcs(row, now);
}

// Administration

function fieldsOf(input: MasterclassBody): MasterclassFields {
  const at = parisInstant(input.date, input.time);
  if (at === null) throw badRequest(messages.masterclassTimeInvalid);
  return {
    title: input.title,
    description: input.description,
    speaker: input.speaker,
    startsAt: new Date(at),
    durationMinutes: input.durationMinutes,
    capacity: input.capacity,
    callUrl: input.callUrl,
    replayUrl: input.replayUrl,
  };
}

function presentForAdmin(row: MasterclassRow): AdminMasterclass {
  const startsAt = new Date(row.starts_at).getTime();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    speaker: row.speaker,
    ...parisWallTime(startsAt),
    startsAt: new Date(startsAt).toISOString(),
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    callUrl: row.call_url,
    replayUrl: row.replay_url,
    seatsTaken: row.seats_taken,
  };
}

export async function adminMasterclasses(db: Queryable, admin: User): Promise<AdminMasterclass[]> {
  return (await listMasterclassRows(db, admin.id)).map(presentForAdmin);
}

export async function createMasterclass(db: Queryable, admin: User, input: MasterclassBody): Promise<AdminMasterclass> {
  const id = randomUUID();
  await insertMasterclass(db, id, fieldsOf(input));
  await writeAudit(db, admin.id, 'masterclass.create', id, { title: input.title });
  return presentForAdmin((await findMasterclassRow(db, admin.id, id))!);
}

/** A capacity below the seats already taken keeps those sign-ups; nobody new gets in. */
export async function updateMasterclass(db: Queryable, admin: User, id: string, input: MasterclassBody): Promise<AdminMasterclass> {
  if (!(await updateMasterclassRow(db, id, fieldsOf(input)))) throw notFound(messages.masterclassNotFound);
  await writeAudit(db, admin.id, 'masterclass.update', id, { title: input.title });
  return presentForAdmin((await findMasterclassRow(db, admin.id, id))!);
}

export async function deleteMasterclass(db: Queryable, admin: User, id: string): Promise<void> {
  if (!(await deleteMasterclassRow(db, id))) throw notFound(messages.masterclassNotFound);
  await writeAudit(db, admin.id, 'masterclass.delete', id, {});
}
