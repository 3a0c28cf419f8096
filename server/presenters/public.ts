import type { UserData } from '../../domain/data/userData';
import type { TrainingSession } from '../../domain/data/sessions';
import type { LeaderboardEntry, PublicProfileData, PublicUser } from '../../domain/leaderboard';
import type { EntryRow } from '../db/leaderboard';
import type { UserRow } from '../db/users';
import { presentPerson, presentUser } from './user';

export interface PublicViewer {
  /** Admins also see the ban state (part 2 §6: the suspension label). */
  isAdmin: boolean;
}

/**
 * A user as anyone may see them: the presented user without `bannedUntil`, unless the viewer is
 * an admin. Built from `USER_COLUMNS`, so the password hash is never even read.
 */
export function presentPublicUser(row: UserRow, viewer: PublicViewer, now: number = Date.now()): PublicUser {
  const { bannedUntil, ...user } = presentUser(row, now);
  return viewer.isAdmin ? { ...user, bannedUntil } : user;
}

export function presentEntry(row: EntryRow, rank: number, now: number = Date.now()): LeaderboardEntry {
  return { ...presentPerson(row, now), rank };
}

/**
 * What the public statistics need from the user data: subject and chapter names, and the
 * sessions without their questions (the typed answers are study material).
 */
export function presentPublicData(data: Pick<UserData, 'subjects' | 'profileMusicUrl'>, sessions: readonly TrainingSession[]): PublicProfileData {
  return {
    subjects: data.subjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      chapters: subject.chapters.map((chapter) => ({ id: chapter.id, name: chapter.name })),
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      methodId: session.methodId,
      subjectId: session.subjectId,
      chapterId: session.chapterId,
      startedAt: session.startedAt,
      finishedAt: session.finishedAt,
      total: session.total,
      correct: session.correct,
      percent: session.percent,
    })),
    profileMusicUrl: data.profileMusicUrl,
  };
}
