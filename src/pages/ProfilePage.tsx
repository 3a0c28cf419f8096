import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '../components/StatusMessage';
import { ProfileModeration } from '../features/admin/ProfileModeration';
import { DuelRecordStat } from '../features/duels/DuelRecordStat';
import { MusicPlayer } from '../features/profile/MusicPlayer';
import { OnlineStatus } from '../features/profile/OnlineStatus';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { usePublicProfile } from '../features/profile/usePublicProfile';
import { deleteOwnSession, deleteUserSession } from '../features/stats/deleteSession';
import { StatsBlock } from '../features/stats/StatsBlock';
import { useMemoryStats, type MemorySource } from '../features/stats/useMemoryStats';
import { fr } from '../i18n/fr';
import { isAdminAtom, userAtom } from '../state/session';

/** A public profile, by slug (/profile/:slug) or by id (/profile/id/:userId) (part 2 §2). */
export function ProfilePage() {
  const { slug, userId } = useParams();
  const viewer = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const { state, reload, patchUser } = usePublicProfile(userId !== undefined ? { userId } : { slug: slug ?? '' });
  // Memory statistics are as public as the statistics block: by slug for anyone, by id for admins.
  const shown = state.status === 'loaded' && state.data !== undefined && state.data !== null;
  const memorySource: MemorySource | null = !shown ? null : userId !== undefined ? (isAdmin ? { userId } : null) : { slug: slug ?? '' };
  const memory = useMemoryStats(memorySource, state.status === 'loaded' ? (state.data?.sessions.length ?? 0) : 0);

  if (state.status === 'loading') return <StatusMessage tone="loading" message={fr.profile.loading} />;
  if (state.status !== 'loaded') {
    return (
      <StatusMessage
        title={state.status === 'not-found' ? fr.profile.notFoundTitle : undefined}
        message={state.status === 'not-found' ? fr.profile.notFound : fr.profile.unavailable}
      >
        <Link to="/leaderboard" className="btn btn--ghost">
          {fr.profile.backToLeaderboard}
        </Link>
      </StatusMessage>
    );
  }

  const { user, data, leaderboard } = state;
  const isOwner = viewer?.id === user.id;
  // The owner deletes their own sessions; an admin may delete anyone's (part 2 §6).
  const remove = isOwner ? deleteOwnSession : isAdmin ? (sessionId: string) => deleteUserSession(user.id, sessionId) : null;
  const onDelete = remove
    ? (session: { id: string }) => {
        void remove(session.id).then((deleted) => deleted && reload());
      }
    : undefined;
  return (
    <div className="page profile-page">
      <ProfileHeader
        user={user}
        rank={leaderboard}
        presence={<OnlineStatus user={user} />}
        stats={<DuelRecordStat userId={user.id} />}
        actions={
          viewer && !isOwner ? (
            <p className="profile-card__actions">
              <Link className="btn btn--primary btn--sm" to={`/duels?${new URLSearchParams({ defier: user.id, nom: user.username })}`} aria-label={fr.profile.challengeLabel(user.username)}>
                ⚔ {fr.profile.challenge}
              </Link>
            </p>
          ) : null
        }
      />
      {data?.profileMusicUrl && <MusicPlayer src={data.profileMusicUrl} />}
      {isAdmin && <ProfileModeration user={user} onChanged={({ badges, bannedUntil }) => patchUser({ badges, bannedUntil })} />}
      {data ? (
        <StatsBlock sessions={data.sessions} subjects={data.subjects} onDelete={onDelete} memory={memory} />
      ) : (
        <p className="profile-page__note">{fr.profile.noPublicStats}</p>
      )}
    </div>
  );
}
