import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavePartsBody, SavePartsResponse } from '../../../domain/api';
import { withParts } from '../../../domain/data/parts';
import { emptyUserData, type StudyData } from '../../../domain/data/userData';
import type { ZoningBoard } from '../../../domain/data/zoning';
import { countItems, quotaExceeded } from '../../../domain/quotas';
import type { User } from '../../../domain/user';
import { ApiError } from '../../api/client';
import { localKey, readLocal } from '../../offline/localStore';
import { fetchUserStudy, flushUserData, resetUserData, updateUserData } from '../../session/userDataSync';
import { saveStatusAtom, userDataAtom } from '../../state/userData';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { checkQuota, closePlanLimit, planLimitAtom, quotaOfError } from './planLimit';

const quotaRefusal = new ApiError('Tu as atteint la limite de ta formule', 403, {
  error: 'Tu as atteint la limite de ta formule : 5 planches de zonage au maximum.',
  quota: { kind: 'zoning', limit: 5, plan: 'free' },
});

/** The server's copy, behind PATCH /me/material's rule for a free plan: no growth past 5 boards. */
const server = vi.hoisted(() => ({ stored: null as { data: StudyData; revision: number; revisions: Record<string, number> } | null, saves: 0 }));

vi.mock('../../api/endpoints', () => ({
  saveParts: vi.fn(async ({ parts }: SavePartsBody): Promise<SavePartsResponse> => {
    server.saves += 1;
    const stored = server.stored!;
    const data = { ...withParts(stored.data, parts.map((part) => [part.key, part.content])), progress: stored.data.progress };
    if (quotaExceeded('free', { zoning: countItems(stored.data, 'zoning'), mindmap: 0 }, data)) throw quotaRefusal;
    const revisions = { ...stored.revisions };
    for (const part of parts) revisions[part.key] = (revisions[part.key] ?? 0) + 1;
    server.stored = { data, revision: stored.revision + 1, revisions };
    const saved = Object.fromEntries(parts.map((part) => [part.key, revisions[part.key]!]));
    return { revision: stored.revision + 1, previous: stored.revision, revisions: saved, removed: [] };
  }),
  fetchStudyData: vi.fn(async () => server.stored),
}));

// Only the count matters to the quota: a bare board is enough.
const board = (id: string) => ({ id, imageUrl: 'https://example.org/a.png', legends: [] }) as unknown as ZoningBoard;
const { sessions: _sessions, ...empty } = emptyUserData();
const withBoards = (n: number): StudyData => ({
  ...empty,
  subjects: [{ id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'a', name: 'Cœur' }] }],
  zoningSets: { 's.a': Array.from({ length: n }, (_, i) => board(`b${i}`)) },
} as unknown as StudyData);
const signIn = (badges: string[]) => appStore.set(userAtom, { id: 'u1', username: 'ana', badges } as unknown as User);

afterEach(() => {
  closePlanLimit();
  resetUserData(null);
  appStore.set(userAtom, null);
});

describe('plan-limit dialog', () => {
  it('a save refused past the quota opens the dialog, brings the document back to the server copy and keeps the other edits', async () => {
    signIn([]);
    server.stored = { data: withBoards(5), revision: 3, revisions: { subjects: 1, 'zoningSets:s.a': 1 } };
    server.saves = 0;
    resetUserData(await fetchUserStudy());
    const addBoard = (id: string) => (data: StudyData) => ({ ...data, zoningSets: { 's.a': [...(data.zoningSets['s.a'] ?? []), board(id)] } });
    updateUserData(addBoard('b5'));
    updateUserData((data) => ({ ...data, subjects: data.subjects.map((subject) => ({ ...subject, name: 'Anatomie 2' })) }));
    // Before the save, the device keeps both edits (IndexedDB, here fake-indexeddb).
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const kept = () => readLocal<{ parts: Array<{ key: string }> }>('pending', localKey('u1', 'edits'));
    await wait(400);
    expect((await kept())?.parts.map((part) => part.key).sort()).toEqual(['subjects', 'zoningSets:s.a']);
    await flushUserData();

    expect(appStore.get(planLimitAtom)).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
    // The refused board is dropped; the rename made in the same save reaches the server.
    const local = appStore.get(userDataAtom)!;
    expect(local.data.zoningSets['s.a']).toHaveLength(5);
    expect(local.data.subjects[0]!.name).toBe('Anatomie 2');
    expect(server.saves).toBe(2);
    expect(server.stored!.data.subjects).toEqual(local.data.subjects);
    expect(server.stored!.data.zoningSets['s.a']).toHaveLength(5);
    expect(server.stored!.revision).toBe(4);
    expect(local.revision).toBe(4);
    expect(appStore.get(saveStatusAtom)).toBe('idle');
    // The refused board is parked for good: the device no longer keeps it, a reload will not replay it.
    await wait(400);
    expect(await kept()).toBeUndefined();

    // Nothing refused is sent again with later edits.
    closePlanLimit();
    updateUserData((data) => ({ ...data, subjects: data.subjects.map((subject) => ({ ...subject, colorHex: '#ec4899' })) }));
    await flushUserData();
    expect(server.saves).toBe(3);
    expect(appStore.get(planLimitAtom)).toBeNull();
    expect(server.stored!.data.zoningSets['s.a']).toHaveLength(5);
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
