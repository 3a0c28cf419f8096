import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import type { User } from '../../domain/user';
import { authPathFor } from '../app/redirect';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { DataSection } from '../features/account/DataSection';
import { EarlyAccessSection } from '../features/account/EarlyAccessSection';
import { EditProfileForm } from '../features/account/EditProfileForm';
import { ImpersonationsSection } from '../features/account/ImpersonationsSection';
import { MemorySettingsSection } from '../features/account/MemorySettingsSection';
import { MusicSection } from '../features/account/MusicSection';
import { PublicUrlSection } from '../features/account/PublicUrlSection';
import { useOwnRank } from '../features/account/useOwnRank';
import { SubscriptionCard } from '../features/billing/SubscriptionCard';
import { DuelRecordStat } from '../features/duels/DuelRecordStat';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { deleteOwnSession } from '../features/stats/deleteSession';
import { StatsBlock } from '../features/stats/StatsBlock';
import { useMemoryStats, type MemorySource } from '../features/stats/useMemoryStats';
import { fr } from '../i18n/fr';
import { useOwnHistory } from '../session/history';
import { useUserData } from '../session/userDataSync';
import { syncingAtom, userAtom } from '../state/session';
import '../styles/account.css';

const OWN: MemorySource = { own: true };

function Account({ user }: { user: User }) {
  const rank = useOwnRank(user.points);
  const data = useUserData();
  const history = useOwnHistory();
  const memory = useMemoryStats(OWN, history?.sessions.length ?? 0);
  return (
    <div className="page account-page">
      <PageHeader title={fr.accountPage.title} lead={fr.accountPage.lead} />
      <ProfileHeader user={user} rank={rank} nameAs="h2" stats={<DuelRecordStat userId={user.id} />} />
      {/* Phones read the sections in this order; wide screens put the tall form in its own column. */}
      <div className="account-grid">
        <div className="account-grid__url">
          <PublicUrlSection user={user} />
        </div>
        <div className="account-grid__edit">
          {/* Keyed by the saved profile so the form starts again from what the server kept. */}
          <EditProfileForm key={JSON.stringify([user.username, user.display])} user={user} />
        </div>
        <div className="account-grid__music">
          <MusicSection />
        </div>
        <div className="account-grid__memory">
          <MemorySettingsSection />
        </div>
        <div className="account-grid__plan">
          <SubscriptionCard />
        </div>
        <div className="account-grid__data">
          <DataSection />
        </div>
        <div className="account-grid__access">
          <ImpersonationsSection />
        </div>
        <div className="account-grid__early">
          <EarlyAccessSection />
        </div>
      </div>
      {data && history ? (
        <StatsBlock
          sessions={history.sessions}
          subjects={data.subjects}
          loading={history.loading ? fr.stats.historyLoading(history.sessions.length, history.total) : null}
          onDelete={(session) => void deleteOwnSession(session.id)}
          memory={memory}
        />
      ) : (
        <StatusMessage tone="loading" message={fr.sync.dataLoading} />
      )}
    </div>
  );
}

/** Own account (part 2 §2): profile card, public URL, profile editing, music, statistics, data. */
export function AccountPage() {
  const user = useAtomValue(userAtom);
  const syncing = useAtomValue(syncingAtom);
  if (syncing) return <StatusMessage tone="loading" message={fr.sync.syncing} />;
  if (!user) {
    return (
      <StatusMessage message={fr.account.notSignedIn}>
        <Link to={authPathFor('/account')} className="btn btn--primary">
          {fr.account.login}
        </Link>
      </StatusMessage>
    );
  }
  return <Account user={user} />;
}
