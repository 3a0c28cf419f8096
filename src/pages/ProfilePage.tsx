import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '../components/StatusMessage';
import { MusicPlayer } from '../features/profile/MusicPlayer';
import { OnlineStatus } from '../features/profile/OnlineStatus';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { usePublicProfile } from '../features/profile/usePublicProfile';
import { deleteOwnSession } from '../features/stats/deleteSession';
import { StatsBlock } from '../features/stats/StatsBlock';
import { fr } from '../i18n/fr';
import { userAtom } from '../state/session';

/** A public profile, by slug (/profile/:slug) or by id (/profile/id/:userId) (part 2 §2). */
export function ProfilePage() {
  const { slug, userId } = useParams();
  const viewer = useAtomValue(userAtom);
  const { state, reload } = usePublicProfile(userId !== undefined ? { userId } : { slug: slug ?? '' });

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
  const onDelete = isOwner
    ? (session: { id: string }) => {
        void deleteOwnSession(session.id).then((deleted) => deleted && reload());
      }
    : undefined;
  return (
    <div className="page profile-page">
      <ProfileHeader user={user} rank={leaderboard} presence={<OnlineStatus user={user} />} />
      {data ? (
        <StatsBlock sessions={data.sessions} subjects={data.subjects} onDelete={onDelete} />
      ) : (
        <p className="profile-page__note">{fr.profile.noPublicStats}</p>
      )}
      {data?.profileMusicUrl && <MusicPlayer src={data.profileMusicUrl} />}
    </div>
  );
}
