import type {
  AccountExport,
  ExportedAuditEntry,
  ExportedDuels,
  ExportedCheckout,
  ExportedExam,
  ExportedLiveSession,
  ExportedMemory,
  ExportedMasterclassSignup,
  ExportedMentorRequest,
  ExportedQcmSession,
  ExportedSave,
  ExportedThread,
  ExportedThreadMessage,
  ExportedSession,
  ExportedShareCode,
  ExportedSignIn,
  ExportedSubscription,
} from '../../../domain/account';
import type { AppContext } from '../../context';
import { countLoginPlaces, readExportedRows } from '../../db/accountExport';
import { leaderDaysOf } from '../../db/leaderboard';
import { listScoredSessionRows } from '../../db/trainingSessions';
import { listUploadRows } from '../../db/uploads';
import { toSession } from '../../presenters/sessions';
import { listImpersonations } from '../sessions';
import { UPLOAD_PATH } from '../uploads/uploads';
import { readUserData } from '../userData';
import { getUser } from '../users';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/** A row as exported: camelCase keys, dates as ISO strings. */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** The exams with their questions (those of submitted exams only: see `examQuestions`). */
function exportedExams(exams: Record<string, unknown>[], questions: Record<string, unknown>[]): ExportedExam[] {
  const byExam = new Map<unknown, ExportedExam['questions']>();
  for (const { exam_id: examId, ...question } of questions) {
    const list = byExam.get(examId) ?? [];
    list.push(exported(question) as ExportedExam['questions'][number]);
    byExam.set(examId, list);
  }
  return exams.map((exam) => ({ ...(exported(exam) as Omit<ExportedExam, 'questions'>), questions: byExam.get(exam.id) ?? [] }));
}

/**
 * Everything the account holds, secrets (password and token hashes, raw IPs) excepted: profile,
 * document, sessions, files, first places, share codes and their content, payments and
 * subscriptions, signed-in sessions, administrators' visits and actions on or by the account.
 */
export async function exportAccount(ctx: AppContext, userId: string): Promise<AccountExport> {
  const { db } = ctx;
  const user = await getUser(db, userId);
  const { data } = await readUserData(db, userId);
  const sessions = await listScoredSessionRows(db, userId);
  const uploads = await listUploadRows(db, userId);
  const leaderDays = await leaderDaysOf(db, userId);
  const signInPlaces = await countLoginPlaces(db, userId);
  const rows = await readExportedRows(db, userId);
  const as = <T>(list: Record<string, unknown>[]) => list.map((row) => exported(row) as T);
  return {
    exportedAt: new Date().toISOString(),
    user,
    data,
    sessions: sessions.map((row): ExportedSession => ({ ...toSession(row), points: row.points })),
    uploads: uploads.map((row) => ({
      url: `${UPLOAD_PATH}${row.id}.${EXTENSIONS[row.content_type] ?? 'bin'}`,
      kind: row.kind,
      contentType: row.content_type,
      byteSize: row.byte_size,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    leaderDays,
    shareCodes: as<ExportedShareCode>(rows.shareCodes),
    checkouts: as<ExportedCheckout>(rows.checkouts),
    subscriptions: as<ExportedSubscription>(rows.subscriptions),
    signIns: as<ExportedSignIn>(rows.signIns),
    signInPlaces,
    impersonations: await listImpersonations(db, userId),
    liveSessions: as<ExportedLiveSession>(rows.liveSessions),
    sessionStarts: as<ExportedLiveSession>(rows.sessionStarts),
    recentSaves: as<ExportedSave>(rows.recentSaves),
    memory: {
      settings: as<NonNullable<ExportedMemory['settings']>>(rows.memorySettings)[0] ?? null,
      states: as<ExportedMemory['states'][number]>(rows.memoryStates),
      reviews: as<ExportedMemory['reviews'][number]>(rows.reviewLogs),
    },
    exams: exportedExams(rows.exams, rows.examQuestions),
    qcmSessions: as<ExportedQcmSession>(rows.qcmSessions),
    earlyAccess: as<{ joinedAt: string }>(rows.earlyAccess)[0] ?? null,
    threads: as<ExportedThread>(rows.threads),
    threadMessages: as<ExportedThreadMessage>(rows.threadMessages),
    mentor: as<{ grantedAt: string }>(rows.mentor)[0] ?? null,
    mentorRequest: as<ExportedMentorRequest>(rows.mentorRequest)[0] ?? null,
    masterclassSignups: as<ExportedMasterclassSignup>(rows.masterclassSignups),
    duels: {
      rating: as<NonNullable<ExportedDuels['rating']>>(rows.duelRating)[0] ?? null,
      queued: as<NonNullable<ExportedDuels['queued']>>(rows.duelQueue)[0] ?? null,
      list: as<ExportedDuels['list'][number]>(rows.duels),
    },
    moderation: as<ExportedAuditEntry>(rows.moderation),
    adminActions: as<ExportedAuditEntry>(rows.adminActions),
  };
}
