import type { AdminUserRow } from '../../../domain/admin';
import type { PublicUser } from '../../../domain/leaderboard';
import { isBanActive } from '../../../domain/dates';
import { fr } from '../../i18n/fr';
import { BadgeManager } from './BadgeManager';
import { SuspensionTag } from './SuspensionTag';

const text = fr.admin.profile;

/**
 * What an admin sees on a public profile (part 2 §2 Public profile, §6): the suspension label and
 * the badge management. Sessions are deleted from the statistics table below it.
 */
export function ProfileModeration({ user, onChanged }: { user: PublicUser; onChanged: (user: AdminUserRow) => void }) {
  return (
    <section className="admin-section profile-moderation" aria-labelledby="profile-moderation">
      <h2 id="profile-moderation" className="admin-section__title">
        {text.title}
      </h2>
      <p className="admin-inline">
        {isBanActive(user.bannedUntil) ? <SuspensionTag bannedUntil={user.bannedUntil} /> : <span className="admin-list__meta">{text.notSuspended}</span>}
      </p>
      <BadgeManager user={user} onChanged={onChanged} />
    </section>
  );
}
