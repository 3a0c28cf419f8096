import type { UserDataUpdatedEvent } from '../../domain/realtime';
import { refreshDueCounts } from '../features/memory/dueCounts';
import { historyDeleted, historyRecorded } from './history';
import { adoptServerProgress } from './userDataSync';

/** A session recorded or deleted (in this tab or another): the progress, the history and the due counts follow. */
export function historyChanged(event: UserDataUpdatedEvent): void {
  if ('recorded' in event) {
    adoptServerProgress(event.recorded.progress, event.recorded.session);
    historyRecorded(event.recorded.session);
  } else if ('deleted' in event) {
    adoptServerProgress(event.deleted.progress);
    historyDeleted(event.deleted.sessionId);
  } else return;
  void refreshDueCounts();
}
