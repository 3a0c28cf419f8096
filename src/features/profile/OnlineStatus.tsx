import { fr } from '../../i18n/fr';
import { formatDay } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relativeTime';
import { useNow } from '../../lib/useNow';
import { presenceOf, type PresenceFields } from './presence';

/** Refreshed every minute (part 2 §4 Online indicator). */
const TICK_MS = 60_000;

/** Online with the time since last seen, or offline with the last sign-in date. */
export function OnlineStatus({ user }: { user: PresenceFields }) {
  const now = useNow(TICK_MS);
  const presence = presenceOf(user, now);
  return (
    <p className={`presence presence--${presence.online ? 'online' : 'offline'}`}>
      <span className="presence__dot" aria-hidden="true" />
      {presence.online
        ? fr.profile.onlineSince(formatRelativeTime(presence.lastSeenAt, now, fr.profile.justNow))
        : presence.lastLoginAt
          ? fr.profile.lastLogin(formatDay(presence.lastLoginAt))
          : fr.profile.lastLoginUnknown}
    </p>
  );
}
