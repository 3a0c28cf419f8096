/** Names of the socket.io events (part 1 §4 and §7, part 2 §4 Live updates). */
export const serverEvents = {
  userCreated: 'user:created',
  userUpdated: 'user:updated',
  leaderboardUpdate: 'leaderboard:update',
  userDataUpdated: 'user-data:updated',
  announcementUpdate: 'announcement:update',
  adminMetrics: 'admin:metrics',
  adminSessionsChanged: 'admin:sessions:changed',
  /** A support or mentoring thread got a message or a new status; carries { threadId, kind }. */
  threadUpdated: 'thread:updated',
} as const;

export const clientEvents = {
  ping: 'ping',
  sessionStarted: 'session:started',
  sessionEnded: 'session:ended',
  dataRevision: 'user-data:revision',
} as const;
