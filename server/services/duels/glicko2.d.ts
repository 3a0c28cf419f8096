declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Each match is [player1, player2, outcome for player1: 1 win, 0.5 draw, 0 loss]. */
    updateRatings(matches: [Player, Player, number][]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
