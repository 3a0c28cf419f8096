/** A duel's page: its invitation, its questions, then its results. */
export const duelPath = (id: string) => `/duels/${encodeURIComponent(id)}`;

/** The invitation link sent with the code: opens the page that accepts the duel. */
export const joinPath = (code: string) => `/duels/rejoindre/${encodeURIComponent(code)}`;
