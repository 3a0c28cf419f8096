/**
 * How services announce changes to connected clients. The realtime service implements it on
 * socket.io (across processes with the Redis adapter); services never touch sockets themselves.
 */
export interface Notifier {
  /** To every connected client, signed in or not. */
  broadcast(event: string, payload: unknown): void;
  /** To the sockets of one user only. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** To the sockets of these users, in one emit (one message between processes). */
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
  /** To the sockets of admins. */
  toAdmins(event: string, payload: unknown): void;
  /** Closes the sockets signed in with these tokens (by hash), on every process. */
  endTokenSockets(tokenHashes: string[]): void;
  /**
   * Closes every socket of the user, and of the impersonations the user opened as an admin, on
   * every process (account deleted or suspended). Reconnecting re-checks the token.
   */
  endUserSockets(userId: string): void;
}
