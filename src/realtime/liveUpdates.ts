import type { Socket } from 'socket.io-client';
import { clientEvents, serverEvents } from '../../domain/realtimeEvents';
import type { User } from '../../domain/user';
import { scheduleLeaderboardRefresh } from '../session/leaderboard';
import type { Ack, UserDataUpdatedEvent } from '../../domain/realtime';
import { userDataChangedElsewhere } from '../session/userDataSync';
import { gainedBadges } from '../features/badges/queue';
import { announcementRevisionAtom } from '../state/announcement';
import { queueBadges } from '../state/badges';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { threadChanged } from '../state/threads';
import { duelChanged } from '../state/duels';

function userOf(payload: unknown): User | null {
  const user = (payload as { user?: unknown } | null)?.user;
  return typeof user === 'object' && user !== null && typeof (user as User).id === 'string' ? (user as User) : null;
}

/** Live events refresh state (part 1 §4): the own user, the ranking, the data of other tabs, the announcement, the threads, the duels. */
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
  socket.on(serverEvents.userDataUpdated, (payload: UserDataUpdatedEvent | null) => {
    if (!payload) return;
    if ('revision' in payload && typeof payload.revision === 'number') userDataChangedElsewhere(payload.revision);
    // A session recorded or deleted in any tab (the one that did it applies it twice, harmlessly);
    // loaded when it happens, to keep the history and due counts out of the first load.
    if ('recorded' in payload || 'deleted' in payload) void import('../session/historyEvents').then(({ historyChanged }) => historyChanged(payload));
  });
  socket.on(serverEvents.announcementUpdate, () => appStore.set(announcementRevisionAtom, (n) => n + 1));
  socket.on(serverEvents.threadUpdated, (payload: { threadId?: unknown; kind?: unknown } | null) => {
    if (typeof payload?.threadId === 'string' && typeof payload.kind === 'string') threadChanged(payload.threadId, payload.kind);
  });
  socket.on(serverEvents.duelUpdated, (payload: { duelId?: unknown; status?: unknown } | null) => {
    if (typeof payload?.duelId === 'string' && typeof payload.status === 'string') duelChanged(payload.duelId, payload.status);
  });
}

/**
 * A signed-in socket that just (re)connected asks the material's revision: a save made on another
 * device while it was not listening (the page loading, a network cut) was announced to nobody here.
 */
export function catchUpUserData(socket: Socket): void {
  socket.emit(clientEvents.dataRevision, (ack: Ack) => {
    if (ack.ok && typeof ack.revision === 'number') userDataChangedElsewhere(ack.revision);
  });
}
