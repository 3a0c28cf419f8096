import type { Socket } from 'socket.io-client';
import { serverEvents } from '../../domain/realtimeEvents';
import type { User } from '../../domain/user';
import { scheduleLeaderboardRefresh } from '../session/leaderboard';
import { userDataChangedElsewhere } from '../session/userDataSync';
import { gainedBadges } from '../features/badges/queue';
import { announcementRevisionAtom } from '../state/announcement';
import { queueBadges } from '../state/badges';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';

function userOf(payload: unknown): User | null {
  const user = (payload as { user?: unknown } | null)?.user;
  return typeof user === 'object' && user !== null && typeof (user as User).id === 'string' ? (user as User) : null;
}

/** Live events refresh state (part 1 §4): the own user, the ranking, the data of other tabs, the announcement. */
export function bindLiveUpdates(socket: Socket): void {
  socket.on(serverEvents.userCreated, () => scheduleLeaderboardRefresh());
  socket.on(serverEvents.leaderboardUpdate, () => scheduleLeaderboardRefresh());
  socket.on(serverEvents.userUpdated, (payload: unknown) => {
    const updated = userOf(payload);
    const current = appStore.get(userAtom);
    if (updated && current && updated.id === current.id) {
      // Badges gained elsewhere (another tab, a grant by the team) get their popup here too.
      queueBadges(gainedBadges(current.badges, updated.badges));
      appStore.set(userAtom, updated);
    }
    scheduleLeaderboardRefresh();
  });
  socket.on(serverEvents.userDataUpdated, (payload: unknown) => {
    const revision = (payload as { revision?: unknown } | null)?.revision;
    if (typeof revision === 'number') userDataChangedElsewhere(revision);
  });
  socket.on(serverEvents.announcementUpdate, () => appStore.set(announcementRevisionAtom, (n) => n + 1));
}
