import { z } from 'zod';

/** Request shapes of the public calls (part 2 §7); the leaderboard's page is the domain's. */
export { leaderboardQuery } from '../../../domain/leaderboard';

export const userParams = z.object({ id: z.string().min(1).max(200) });
// A longer slug cannot exist: it is looked up and not found, like any unknown one.
export const slugParams = z.object({ slug: z.string().min(1).max(200) });
