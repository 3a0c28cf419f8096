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
  /** A duel of the user moved (an answer, a turn, its end): scores as they may see them, never an answer. */
  duelUpdated: 'duel:updated',
} as const;

export const clientEvents = {
  ping: 'ping',
  sessionStarted: 'session:started',
  sessionEnded: 'session:ended',
  dataRevision: 'user-data:revision',
  /** A player of a live duel is still there (sent every few seconds from its page). */
  duelHere: 'duel:here',
} as const;
