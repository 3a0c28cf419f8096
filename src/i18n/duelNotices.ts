/**
 * What the app says of the duels wherever the user is (the count beside « Duels », the toasts when
 * a duel starts waiting for them), kept apart so that only a signed-in user's frame loads it.
 */
export const duelNoticesText = {
  waiting: (n: number) => `${n} ${n > 1 ? 'duels attendent' : 'duel attend'} ton tour`,
  yourTurn: (name: string) => `C’est ton tour contre ${name} !`,
  invited: (name: string) => `${name} te défie en duel !`,
  started: (name: string) => `Le duel contre ${name} commence !`,
  go: 'Y aller',
};
