import { apiRequest } from '../../api/client';

/** GET /public/stats (part 1 §7). */
export interface PlatformStats {
  cards: number;
  sessions: number;
  chapters: number;
  users: number;
}

/** GET /public/methods-stats (part 1 §7). */
export interface MethodsStats {
  association: { cards: number; avgPrecision: number };
  imageZoning: { sessions: number; legends: number };
  mindmap: { maps: number; edges: number };
}

export const fetchPlatformStats = () => apiRequest<{ stats: PlatformStats }>('/public/stats').then((answer) => answer.stats);

export const fetchMethodsStats = () => apiRequest<{ stats: MethodsStats }>('/public/methods-stats').then((answer) => answer.stats);
