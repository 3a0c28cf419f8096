import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminUserRow } from '../../../domain/admin';
import { isAdmin } from '../../../domain/badges';
import { isBanActive } from '../../../domain/dates';
import { Avatar } from '../../components/Avatar';
import { fr } from '../../i18n/fr';
import { BadgeManager } from './BadgeManager';
import { SuspensionTag } from './SuspensionTag';

const text = fr.admin.users;
/** Part 2 §9: 1, 3, 7, 15, 30, 45, 60 and 90 days, in minutes; one day by default. */
export const BAN_DAYS = [1, 3, 7, 15, 30, 45, 60, 90] as const;
const DAY_MINUTES = 1440;

export interface UserActions {
  /** The user as the server answered after a badge change. */
  changed: (user: AdminUserRow) => void;
  ban: (user: AdminUserRow, minutes: number) => void;
  impersonate: (user: AdminUserRow) => void;
  remove: (user: AdminUserRow) => void;
}

/** One search result with its moderation controls. */
export function UserCard({ user, actions }: { user: AdminUserRow; actions: UserActions }) {
  const [minutes, setMinutes] = useState(DAY_MINUTES);
  const banned = isBanActive(user.bannedUntil);

  return (
    <li className="admin-list__item" data-testid="admin-user" data-username={user.username}>
      <Avatar src={user.avatar} name={user.username} size="sm" />
      <div className="admin-list__main">
        <strong>{user.username}</strong> {user.online && <span className="admin-tag admin-tag--on">{text.online}</span>}
        <SuspensionTag bannedUntil={user.bannedUntil} />
        <BadgeManager user={user} onChanged={actions.changed} />
      </div>
      <div className="admin-inline">
        {banned ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.ban(user, 0)}>
            {text.liftBan}
          </button>
        ) : (
          <>
            <select aria-label={text.banFor} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
              {BAN_DAYS.map((days) => (
                <option key={days} value={days * DAY_MINUTES}>
                  {text.days(days)}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.ban(user, minutes)}>
              {text.ban}
            </button>
          </>
        )}
        <Link className="btn btn--ghost btn--sm" to={`/profile/id/${encodeURIComponent(user.id)}`}>
          {text.profile}
        </Link>
        {/* The server refuses it too: an admin never acts as another admin. */}
        {!isAdmin(user.badges) && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.impersonate(user)}>
            {text.impersonate}
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.remove(user)}>
          {text.delete}
        </button>
      </div>
    </li>
  );
}
