import type { CreateDuelBody, DuelAnswerResponse, DuelRecord, DuelSetup, DuelSummary, DuelView } from '../../../domain/duels/api';
import { apiRequest } from '../../api/client';

const base = (id: string) => `/duels/${encodeURIComponent(id)}`;

/** GET /duels: the user's duels, newest first, and how many wait for them (the badge). */
export const fetchDuels = () => apiRequest<{ duels: DuelSummary[]; waiting: number }>('/duels');

/** POST /duels: a duel open to whoever has its code, or offered to one user (« Défier »). */
export const createDuel = (body: CreateDuelBody) => apiRequest<DuelView>('/duels', { method: 'POST', body });

/** POST /duels/join: accepts the open duel of a code, as typed. */
export const joinDuel = (code: string) => apiRequest<DuelView>('/duels/join', { method: 'POST', body: { code } });

/** POST /duels/random: the duel when matched, null while the request waits (a minute). */
export const askRandomDuel = (setup: DuelSetup) => apiRequest<{ duel: DuelView | null }>('/duels/random', { method: 'POST', body: setup });

export const cancelRandomDuel = () => apiRequest<void>('/duels/random', { method: 'DELETE' });

/** GET /duels/:id: the duel as the player sees it; their current question is shown (its 20 s start) now. */
export const fetchDuel = (id: string) => apiRequest<DuelView>(base(id));

export const answerDuel = (id: string, index: number, answer: string) =>
  apiRequest<DuelAnswerResponse>(`${base(id)}/answers`, { method: 'POST', body: { index, answer } });

/** POST /duels/:id/rematch (« Revanche »): the same setup drawn again, offered to the other player. */
export const rematchDuel = (id: string) => apiRequest<DuelView>(`${base(id)}/rematch`, { method: 'POST' });

export const fetchDuelRanking = (limit = 50) => apiRequest<{ entries: DuelRecord[] }>(`/public/duels/ranking?limit=${limit}`);

/** A user's wins, losses and rating (account page, public profile). */
export const fetchDuelRecord = (userId: string) => apiRequest<Omit<DuelRecord, 'id' | 'username'>>(`/public/users/${encodeURIComponent(userId)}/duels`);
