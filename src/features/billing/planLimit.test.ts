import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyUserData, type UserData } from '../../../domain/data/userData';
import type { ZoningBoard } from '../../../domain/data/zoning';
import type { User } from '../../../domain/user';
import { ApiError } from '../../api/client';
import { flushUserData, resetUserData, updateUserData } from '../../session/userDataSync';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { checkQuota, closePlanLimit, planLimitAtom, quotaOfError } from './planLimit';

const quotaRefusal = new ApiError('Tu as atteint la limite de ta formule', 403, {
  error: 'Tu as atteint la limite de ta formule : 5 planches de zonage au maximum.',
  quota: { kind: 'zoning', limit: 5, plan: 'free' },
});

vi.mock('../../api/endpoints', () => ({
  saveUserData: vi.fn(async () => Promise.reject(quotaRefusal)),
  fetchUserData: vi.fn(),
}));

// Only the count matters to the quota: a bare board is enough.
const board = (id: string) => ({ id, imageUrl: 'https://example.org/a.png', legends: [] }) as unknown as ZoningBoard;
const withBoards = (n: number): UserData => ({
  ...emptyUserData(),
  subjects: [{ id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'a', name: 'Cœur' }] }],
  zoningSets: { 's.a': Array.from({ length: n }, (_, i) => board(`b${i}`)) },
} as unknown as UserData);
const signIn = (badges: string[]) => appStore.set(userAtom, { id: 'u1', username: 'ana', badges } as unknown as User);

afterEach(() => {
  closePlanLimit();
  resetUserData(null);
  appStore.set(userAtom, null);
});

describe('plan-limit dialog', () => {
  it('opens when a data save is refused past the quota, instead of a toast', async () => {
    signIn([]);
    resetUserData({ data: withBoards(5), revision: 3 });
    updateUserData((data) => ({ ...data, zoningSets: { 's.a': [...(data.zoningSets['s.a'] ?? []), board('b5')] } }));
    await flushUserData();
    expect(appStore.get(planLimitAtom)).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
  });

  it('reads the quota of a 403 only', () => {
    expect(quotaOfError(quotaRefusal)).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
    expect(quotaOfError(new ApiError('Action interdite.', 403, { error: 'Action interdite.' }))).toBeNull();
    expect(quotaOfError(new Error('réseau'))).toBeNull();
  });

  it('checkQuota lets a creation within the plan through and opens the dialog past it', () => {
    signIn([]);
    resetUserData({ data: withBoards(4), revision: 1 });
    expect(checkQuota('zoning')).toBe(true);
    expect(appStore.get(planLimitAtom)).toBeNull();
    expect(checkQuota('zoning', 2)).toBe(false);
    expect(appStore.get(planLimitAtom)).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
    closePlanLimit();
    expect(checkQuota('mindmap', 5)).toBe(true);
    expect(checkQuota('mindmap', 6)).toBe(false);
  });

  it('follows the plan from the badges; champion is unlimited', () => {
    signIn(['major']);
    resetUserData({ data: withBoards(39), revision: 1 });
    expect(checkQuota('zoning')).toBe(true);
    expect(checkQuota('zoning', 2)).toBe(false);
    expect(appStore.get(planLimitAtom)).toEqual({ kind: 'zoning', limit: 40, plan: 'major' });
    signIn(['champion']);
    expect(checkQuota('zoning', 1000)).toBe(true);
  });
});
