import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { serverEvents } from '../../../domain/realtimeEvents';
import { tokenAtom } from '../../state/session';
import type { AdminMetrics } from '../../../domain/admin';

export interface AdminLiveHandlers {
  onMetrics: (metrics: Pick<AdminMetrics, 'onlineUsers' | 'activeSessions'>) => void;
  /** Sessions started or ended, an announcement changed: the figures are stale. */
  onStale: () => void;
}

/**
 * The dashboard's own socket: the server puts admin sockets in the 'admins' room at connect, so
 * this one receives admin:metrics and admin:sessions:changed besides the public events.
 */
export function useAdminLive(handlers: AdminLiveHandlers): void {
  const token = useAtomValue(tokenAtom);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!token) return;
    let closed = false;
    let disconnect = () => {};
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const url = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
      const socket = io(url || undefined, { path: '/socket.io', transports: ['websocket'], auth: { token } });
      // Whatever happened before this socket joined the admins room (or while it was cut off) was
      // not pushed to it: the figures on screen may already be stale.
      socket.on('connect', () => latest.current.onStale());
      socket.on(serverEvents.adminMetrics, (payload: Pick<AdminMetrics, 'onlineUsers' | 'activeSessions'>) => latest.current.onMetrics(payload));
      socket.on(serverEvents.adminSessionsChanged, () => latest.current.onStale());
      socket.on(serverEvents.announcementUpdate, () => latest.current.onStale());
      disconnect = () => socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [token]);
}
