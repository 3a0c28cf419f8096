import { randomUUID } from 'node:crypto';
import { planOf } from '../../domain/badges';
import { messages } from '../../domain/messages';
import type { AdminMentoring, MenteeStats, MentorRequestBody, MentoringOverview } from '../../domain/mentoring';
import type { User } from '../../domain/user';
import type { AppContext } from '../context';
import {
  allRequests,
  assignRequest,
  grantMentor,
  insertRequest,
  isMentor,
  listMentors,
  requestById,
  requestOfMentee,
  requestsOfMentor,
  revokeMentor,
  setStatsShared,
  type MentorRequestRow,
} from '../db/mentoring';
import { submittedExams } from '../db/exams';
import type { Database, Queryable } from '../db/types';
import { toExamSummary } from '../presenters/exams';
import { findCredentials } from '../db/users';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { authoriseChampion } from '../policies';
import { writeAudit } from './admin/audit';
import { publicMemoryStats } from './memory/stats';
import { profileData } from './profiles/profiles';
import { announceThread, openThread } from './threads';
import { usernameKey } from './users';

/** Parrain/marraine (issue 51): the mentee's request and share, the mentor's page, the admins' assignments. */

const mentee = (row: MentorRequestRow) => ({
  menteeId: row.mentee_id,
  menteeName: row.mentee_name,
  studyYear: row.study_year,
  goals: row.goals,
  threadId: row.thread_id,
  statsShared: row.stats_shared,
});

export async function mentoringOverview(db: Queryable, user: User): Promise<MentoringOverview> {
  const [request, mentor] = await Promise.all([requestOfMentee(db, user.id), isMentor(db, user.id)]);
  return {
    request: request
      ? {
          studyYear: request.study_year,
          goals: request.goals,
          createdAt: new Date(request.created_at).toISOString(),
          mentorName: request.mentor_name,
          threadId: request.thread_id,
          statsShared: request.stats_shared,
        }
      : null,
    included: planOf(user.badges) === 'champion',
    isMentor: mentor,
    mentees: mentor ? (await requestsOfMentor(db, user.id)).map(mentee) : [],
  };
}

/** A Champion asks for a parrain or marraine, once. */
export async function requestMentor(db: Queryable, user: User, input: MentorRequestBody): Promise<MentoringOverview> {
  authoriseChampion(user, messages.mentoringChampionOnly);
  if (!(await insertRequest(db, randomUUID(), user.id, input.studyYear, input.goals))) throw conflict(messages.mentorRequestExists);
  return mentoringOverview(db, user);
}

/** The mentee shares their statistics with their mentor, or stops (at once: the next read is refused). */
export async function shareStats(db: Queryable, user: User, shared: boolean): Promise<MentoringOverview> {
  if (!(await requestOfMentee(db, user.id))) throw notFound(messages.mentorNoRequest);
  await setStatsShared(db, user.id, shared);
  return mentoringOverview(db, user);
}

/** The latest exams a mentor sees of a mentee. */
const MENTEE_EXAMS = 50;

/**
 * What a mentor may read of a mentee: the sessions, the memory by chapter, the exam grades (the
 * subjects only to name them), read-only, only while the mentee shares them with this mentor.
 */
export async function menteeStats(db: Database, mentor: User, menteeId: string): Promise<MenteeStats> {
  const request = await requestOfMentee(db, menteeId);
  if (!request || request.mentor_id !== mentor.id || !request.stats_shared) throw forbidden(messages.menteeStatsNotShared);
  const [data, memory, exams] = await Promise.all([profileData(db, menteeId), publicMemoryStats(db, menteeId), submittedExams(db, menteeId, MENTEE_EXAMS)]);
  return { menteeName: request.mentee_name, subjects: data.subjects, sessions: data.sessions, memory, exams: exams.map(toExamSummary) };
}

// Administration

export async function adminMentoring(db: Queryable): Promise<AdminMentoring> {
  const [requests, mentors] = await Promise.all([allRequests(db, 200), listMentors(db)]);
  return {
    requests: requests.map((r) => ({
      id: r.id,
      menteeName: r.mentee_name,
      studyYear: r.study_year,
      goals: r.goals,
      createdAt: new Date(r.created_at).toISOString(),
      mentorId: r.mentor_id,
      mentorName: r.mentor_name,
    })),
    mentors: mentors.map((m) => ({ userId: m.user_id, username: m.username, mentees: m.mentees })),
  };
}

/** The « parrain » mark, given by an admin to another account (never to themselves). */
export async function grantMentorMark(db: Queryable, admin: User, username: string): Promise<AdminMentoring> {
  const found = await findCredentials(db, usernameKey(username));
  if (!found) throw notFound(messages.mentorUnknownUser);
  if (found.id === admin.id) throw forbidden(messages.mentorSelfGrant);
  await grantMentor(db, found.id, admin.id);
  await writeAudit(db, admin.id, 'mentor.grant', found.id, {});
  return adminMentoring(db);
}

export async function revokeMentorMark(db: Queryable, admin: User, userId: string): Promise<AdminMentoring> {
  if ((await requestsOfMentor(db, userId)).length > 0) throw conflict(messages.mentorHasMentees);
  await revokeMentor(db, userId);
  await writeAudit(db, admin.id, 'mentor.revoke', userId, {});
  return adminMentoring(db);
}

/** Assigns a mentor to a waiting request and opens their private thread. */
export async function assignMentor(ctx: AppContext, admin: User, requestId: string, mentorId: string): Promise<AdminMentoring> {
  const request = await requestById(ctx.db, requestId);
  if (!request) throw notFound(messages.mentorRequestNotFound);
  if (request.mentor_id) throw conflict(messages.mentorRequestAssigned);
  if (!(await isMentor(ctx.db, mentorId))) throw badRequest(messages.mentorNotMentor);
  if (mentorId === request.mentee_id) throw badRequest(messages.mentorOwnMentee);
  const threadId = await ctx.db.transaction(async (tx) => {
    const id = await openThread(tx, { kind: 'mentoring', owner: { id: request.mentee_id }, subject: '', page: '', participants: [request.mentee_id, mentorId] }, null);
    if (!(await assignRequest(tx, requestId, mentorId, id))) throw conflict(messages.mentorRequestAssigned);
    return id;
  });
  await writeAudit(ctx.db, admin.id, 'mentor.assign', request.mentee_id, { mentorId });
  await announceThread(ctx, { id: threadId, kind: 'mentoring' });
  return adminMentoring(ctx.db);
}
