import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavePartsBody, SavePartsResponse } from '../../domain/api';
import type { Card } from '../../domain/data/cards';
import { withParts, type PartKey } from '../../domain/data/parts';
import type { StudyData } from '../../domain/data/userData';
import { localKey, readLocal, writeLocal } from '../offline/localStore';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { signInForTest, signOutForTest } from './testAccount';
import { toastsAtom } from '../state/toasts';
import { pendingEditsAtom, saveStatusAtom, userDataAtom } from '../state/userData';
import { flushUserData, restorePendingEdits, startFromDevice, updateUserData } from './userDataSync';

/** The server of PATCH /me/material and GET /me/material, reachable or not. */
const server = vi.hoisted(() => ({
  data: null as StudyData | null,
  revisions: {} as Record<PartKey, number>,
  revision: 1,
  reachable: true,
  /** The save is stored, but its answer never reaches the page. */
  answerLost: false,
  stored: new Set<string>(),
}));

vi.mock('../api/endpoints', () => ({
  fetchStudyData: vi.fn(async () => ({ data: server.data, revisions: server.revisions, revision: server.revision })),
  saveParts: vi.fn(async ({ parts, saveId }: SavePartsBody): Promise<SavePartsResponse> => {
    if (!server.reachable) throw new TypeError('Failed to fetch');
    const stale = parts.filter((part) => (server.revisions[part.key] ?? 0) !== part.revision);
    if (stale.length > 0) throw new Error(`stale ${stale.map((part) => part.key).join()}`);
    server.data = { ...server.data!, ...withParts(server.data!, parts.map((part) => [part.key, part.content])) };
    for (const part of parts) server.revisions[part.key] = part.revision + 1;
    server.revision += 1;
    if (saveId) server.stored.add(saveId);
    if (server.answerLost) throw new TypeError('Failed to fetch');
    return { revision: server.revision, previous: server.revision - 1, revisions: Object.fromEntries(parts.map((p) => [p.key, p.revision + 1])), removed: [] };
  }),
  checkSave: vi.fn(async (saveId: string) => {
    if (!server.reachable) throw new TypeError('Failed to fetch');
    return { applied: server.stored.has(saveId) };
  }),
}));

const card = (id: string, text: string): Card => ({ id, answer: 'aorte', answers: ['aorte'], text, imageUrl: null });
const study = (cards: Card[]): StudyData => ({
  subjects: [{ id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'a', name: 'Cœur' }] }],
  cards: { 's.a': cards },
  zoningSets: {},
  mindMaps: {},
  profileMusicUrl: null,
  progress: {},
});
const setText = (text: string) => (data: StudyData) => ({ ...data, cards: { ...data.cards, 's.a': data.cards['s.a']!.map((c) => (c.id === 'c1' ? { ...c, text } : c)) } });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = signInForTest;

afterEach(() => {
  signOutForTest();
});

describe('edits kept on the device', () => {
  it('keeps an edit the server could not get, replays it after a reload for that account only, and forgets it once saved', async () => {
    server.data = study([card('c1', 'avant'), card('c2', 'autre')]);
    server.revisions = { subjects: 1, profile: 1, 'cards:s.a': 1 };
    server.reachable = false;
    await signIn('ana');
    updateUserData(setText('hors ligne'));
    await flushUserData();
    expect(appStore.get(saveStatusAtom)).toBe('offline');
    expect(appStore.get(pendingEditsAtom)).toBe(1);
    await wait(400);
    const kept = await readLocal<{ parts: Array<{ key: string }> }>('pending', localKey('ana', 'edits'));
    expect(kept?.parts.map((part) => part.key)).toEqual(['cards:s.a']);

    // Meanwhile another device changed the other card of the chapter.
    server.reachable = true;
    server.data = study([card('c1', 'avant'), card('c2', 'changée ailleurs')]);
    server.revisions['cards:s.a'] = 2;

    // Another account on this browser sees nothing of it.
    await signIn('bea');
    await restorePendingEdits('bea');
    expect(appStore.get(userDataAtom)!.data.cards['s.a']!.map((c) => c.text)).toEqual(['avant', 'changée ailleurs']);

    // The page reloads for the first account: the edit comes back on the newer copy and is saved.
    await signIn('ana');
    await restorePendingEdits('ana');
    expect(appStore.get(userDataAtom)!.data.cards['s.a']!.map((c) => c.text)).toEqual(['hors ligne', 'changée ailleurs']);
    await flushUserData();
    expect(server.data.cards['s.a']!.map((c) => c.text)).toEqual(['hors ligne', 'changée ailleurs']);
    await wait(400);
    expect(await readLocal('pending', localKey('ana', 'edits'))).toBeUndefined();
  });

  it('a save stored whose answer was lost is not replayed over what another device saved since', async () => {
    server.data = study([card('c1', 'avant'), card('c2', 'autre')]);
    server.revisions = { subjects: 1, profile: 1, 'cards:s.a': 1 };
    server.reachable = true;
    server.answerLost = true;
    await signIn('eva');
    updateUserData(setText('envoyée'));
    await flushUserData();
    server.answerLost = false;
    const stored = [...server.stored];
    expect(server.data.cards['s.a']!.map((c) => c.text)).toEqual(['envoyée', 'autre']);
    // The record names the save in flight, with what it sent.
    const kept = await readLocal<{ sent?: { saveId: string } }>('pending', localKey('eva', 'edits'));
    expect(stored).toContain(kept?.sent?.saveId);

    // Another device, told of it, then changed the same card.
    server.data = study([card('c1', 'changée ailleurs ensuite'), card('c2', 'autre')]);
    server.revisions['cards:s.a'] = 3;
    // The page reloads: the stored save is not replayed, nothing is duplicated, the record goes.
    await signIn('eva');
    await restorePendingEdits('eva');
    expect(appStore.get(userDataAtom)!.data.cards['s.a']!.map((c) => c.text)).toEqual(['changée ailleurs ensuite', 'autre']);
    expect(appStore.get(pendingEditsAtom)).toBe(0);
    await wait(50);
    expect(await readLocal('pending', localKey('eva', 'edits'))).toBeUndefined();
  });

  it('a save in flight that did not land is replayed, and a card changed on both devices keeps both versions', async () => {
    server.data = study([card('c1', 'avant'), card('c2', 'autre')]);
    server.revisions = { subjects: 1, profile: 1, 'cards:s.a': 1 };
    server.reachable = false;
    await signIn('fay');
    updateUserData(setText('jamais arrivée'));
    await flushUserData();
    expect((await readLocal<{ sent?: { saveId: string } }>('pending', localKey('fay', 'edits')))?.sent?.saveId).toBeTruthy();

    server.reachable = true;
    server.data = study([card('c1', 'changée ailleurs'), card('c2', 'autre')]);
    server.revisions['cards:s.a'] = 2;
    await signIn('fay');
    await restorePendingEdits('fay');
    expect(appStore.get(userDataAtom)!.data.cards['s.a']!.map((c) => c.text)).toEqual(['jamais arrivée', 'changée ailleurs', 'autre']);
  });

  it('tells the student in French when the device refuses to keep more, and loses nothing it already kept', async () => {
    server.data = study([card('c1', 'avant'), card('c2', 'autre')]);
    server.revisions = { subjects: 1, profile: 1, 'cards:s.a': 1 };
    server.reachable = false;
    await signIn('dan');
    updateUserData(setText('gardée'));
    await wait(400);
    const record = localKey('dan', 'edits');
    const keptText = async () => (await readLocal<{ parts: Array<{ local: Card[] }> }>('pending', record))?.parts[0]?.local.map((c) => c.text);
    expect(await keptText()).toEqual(['gardée', 'autre']);

    // The device is full: the next edit cannot be kept.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      updateUserData(setText('pas de place'));
      await wait(400);
    } finally {
      put.mockRestore();
    }
    expect(appStore.get(toastsAtom).map((t) => t.message)).toContain(
      'Cet appareil n’a plus de place pour garder tes modifications : elles seront perdues si tu fermes la page avant leur enregistrement. Libère de l’espace sur l’appareil.',
    );
    expect(await keptText()).toEqual(['gardée', 'autre']);
    // The page still shows the latest edit, and keeps it once the device has room again.
    expect(appStore.get(userDataAtom)!.data.cards['s.a']!.map((c) => c.text)).toEqual(['pas de place', 'autre']);
    updateUserData(setText('de nouveau gardée'));
    await wait(400);
    expect(await keptText()).toEqual(['de nouveau gardée', 'autre']);
  });
});

describe('the server copy kept on the device', () => {
  it('rewrites only the parts a save changed, and opens without network on what it kept', async () => {
    const twoChapters = { ...study([card('c1', 'avant')]), cards: { 's.a': [card('c1', 'avant')], 's.b': [card('c9', 'poumon')] } };
    twoChapters.subjects[0]!.chapters.push({ id: 'b', name: 'Poumon' });
    server.data = twoChapters;
    server.revisions = { subjects: 1, profile: 1, 'cards:s.a': 1, 'cards:s.b': 1 };
    server.reachable = true;
    appStore.set(tokenAtom, 'jeton-ana');
    await signIn('ana');
    await wait(2100);

    // A marker in the stored copy of chapter b: a save of chapter a must leave it as it is.
    await writeLocal('pending', localKey('ana', 'snapshot-part:cards:s.b'), [card('c9', 'marqueur')]);
    updateUserData(setText('après'));
    await flushUserData();
    await wait(2100);

    expect(await startFromDevice('un autre jeton')).toBeNull();
    const opened = await startFromDevice('jeton-ana');
    expect(opened?.user.id).toBe('ana');
    expect(opened?.state.data.cards['s.a']!.map((c) => c.text)).toEqual(['après']);
    expect(opened?.state.data.cards['s.b']!.map((c) => c.text)).toEqual(['marqueur']);
    expect(opened?.state.revision).toBe(server.revision);
    appStore.set(tokenAtom, null);
  });
});
