import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { authPathFor } from '../app/redirect';
import { Avatar } from '../components/Avatar';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { fr } from '../i18n/fr';
import { formatCount, formatDay } from '../lib/format';
import { syncingAtom, userAtom } from '../state/session';
import '../styles/account.css';

/** Own account (part 2 §2): profile card for now; editing, badges and subscription come with the account feature. */
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
  return (
    <div className="page">
      <PageHeader title={fr.pages.account.title} lead={fr.pages.account.lead} />
      <article className="profile-card">
        <div className="profile-card__banner">{user.banner && <img src={user.banner} alt="" />}</div>
        <div className="profile-card__body">
          <Avatar src={user.avatar} name={user.username} size="xl" />
          <div className="profile-card__identity">
            <h2 className="profile-card__name" style={{ color: user.display.color }}>
              {user.username}
            </h2>
            <p className="profile-card__meta">{fr.account.memberSince(formatDay(user.createdAt))}</p>
          </div>
          <ul className="profile-card__stats">
            <li>{fr.account.points(formatCount(user.points))}</li>
            <li>{fr.account.streak(user.loginStreak)}</li>
          </ul>
        </div>
      </article>
    </div>
  );
}
