import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavePartsBody, SavePartsResponse } from '../../domain/api';
import type { Card } from '../../domain/data/cards';
import { withParts, type PartKey } from '../../domain/data/parts';
import type { StudyData } from '../../domain/data/userData';
import { flushUserData, restorePendingEdits, updateUserData } from '../session/userDataSync';
import { appStore } from '../state/store';
import { signInForTest, signOutForTest } from '../session/testAccount';
import { toastsAtom } from '../state/toasts';
import { userDataAtom } from '../state/userData';
import { localKey, readLocal } from './localStore';
import { uploadMaterialImage } from './deferredUploads';

/** The server of the material and of uploads, reachable or not; it logs what it is sent, in order. */
const server = vi.hoisted(() => ({
  data: null as StudyData | null,
  revisions: {} as Record<string, number>,
  revision: 1,
  reachable: true,
  /** Answers refused uploads with this status and message. */
  refuseUploads: null as { status: number; error: string } | null,
  log: [] as string[],
  uploads: 0,
}));

vi.mock('../api/endpoints', async () => {
  const { ApiError: Refusal } = await import('../api/client');
  const unreachable = () => {
    if (!server.reachable) throw new TypeError('Failed to fetch');
  };
  return {
    fetchStudyData: vi.fn(async () => {
      unreachable();
      return { data: server.data, revisions: server.revisions, revision: server.revision };
    }),
    uploadFile: vi.fn(async (dataUrl: string) => {
      unreachable();
      if (server.refuseUploads) throw new Refusal(server.refuseUploads.error, server.refuseUploads.status, { error: server.refuseUploads.error });
      if (!dataUrl.startsWith('data:image/png;base64,')) throw new Refusal('Fichier invalide', 400, {});
      server.uploads += 1;
      const url = `/uploads/img${server.uploads}.png`;
      server.log.push(`upload ${url}`);
      return { url };
    }),
    deleteUpload: vi.fn(async () => undefined),
    saveParts: vi.fn(async ({ parts }: SavePartsBody): Promise<SavePartsResponse> => {
      unreachable();
      server.log.push(`save ${JSON.stringify(parts.map((part) => part.content))}`);
      server.data = { ...server.data!, ...withParts(server.data!, parts.map((part) => [part.key, part.content])) };
      for (const part of parts) server.revisions[part.key] = part.revision + 1;
      server.revision += 1;
      return { revision: server.revision, previous: server.revision - 1, revisions: Object.fromEntries(parts.map((p) => [p.key, p.revision + 1])), removed: [] };
    }),
  };
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const card = (id: string, imageUrl: string | null, text = ''): Card => ({ id, answer: 'aorte', answers: ['aorte'], text, imageUrl });
const study = (chapters: Record<string, Card[]>): StudyData => ({
  subjects: [{ id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: Object.keys(chapters).map((id) => ({ id, name: id })) }],
  cards: Object.fromEntries(Object.entries(chapters).map(([id, cards]) => [`s.${id}`, cards])),
  zoningSets: {},
  mindMaps: {},
  profileMusicUrl: null,
  progress: {},
});
const addCard = (chapter: string, added: Card) => (data: StudyData) => ({ ...data, cards: { ...data.cards, [`s.${chapter}`]: [...(data.cards[`s.${chapter}`] ?? []), added] } });
const localCards = (chapter: string) => appStore.get(userDataAtom)!.data.cards[`s.${chapter}`] ?? [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serve(chapters: Record<string, Card[]>) {
  server.data = study(chapters);
  server.revisions = { subjects: 1, profile: 1, ...Object.fromEntries(Object.keys(chapters).map((id): [PartKey, number] => [`cards:s.${id}`, 1])) };
  server.log = [];
}

const signIn = signInForTest;

afterEach(() => {
  signOutForTest();
  server.reachable = true;
  server.refuseUploads = null;
});

describe('images picked offline', () => {
  it('are shown from the device, uploaded first when back, and the edits reach the server with the /uploads address only', async () => {
    serve({ a: [] });
    await signIn('ana');
    server.reachable = false;
    const local = await uploadMaterialImage(PNG);
    expect(local).toMatch(/^blob:/);
    updateUserData(addCard('a', card('c1', local)));
    // The card without text survives the normaliser with its local image.
    expect(localCards('a').map((c) => c.imageUrl)).toEqual([local]);
    await flushUserData();
    expect(server.log).toEqual([]);
    await wait(400);

    // A reload, the network back: the edit and its image come back, shown from a new local address,
    // and the image goes up before the card.
    server.reachable = true;
    // Another account on this browser meanwhile sees nothing of it.
    await signIn('bea');
    await restorePendingEdits('bea');
    expect(localCards('a')).toEqual([]);
    await signIn('ana');
    await restorePendingEdits('ana');
    const reloaded = localCards('a')[0]!.imageUrl!;
    expect(reloaded).toMatch(/^blob:/);
    expect(reloaded).not.toBe(local);

    await flushUserData();
    expect(server.log).toEqual(['upload /uploads/img1.png', `save ${JSON.stringify([[card('c1', '/uploads/img1.png')]])}`]);
    expect(localCards('a')[0]!.imageUrl).toBe('/uploads/img1.png');
    await wait(400);
    expect(await readLocal('pending', localKey('ana', 'edits'))).toBeUndefined();
  });

  it('refused by the server (quota): told in French, the rest is saved, the card keeps its image on the device', async () => {
    serve({ a: [], b: [] });
    await signIn('bea');
    server.reachable = false;
    const local = await uploadMaterialImage(PNG);
    updateUserData(addCard('a', card('c1', local)));
    updateUserData(addCard('b', card('c2', null, 'sans image')));
    server.reachable = true;
    server.refuseUploads = { status: 413, error: 'Espace de stockage plein (limite ~50 Mo).' };
    await flushUserData();

    expect(appStore.get(toastsAtom).map((t) => t.message)).toContainEqual(expect.stringContaining('Espace de stockage plein (limite ~50 Mo).'));
    expect(server.data!.cards['s.b']!.map((c) => c.text)).toEqual(['sans image']);
    expect(server.data!.cards['s.a'] ?? []).toEqual([]);
    expect(server.log.join()).not.toContain('blob:');
    expect(localCards('a').map((c) => c.imageUrl)).toEqual([local]);
    // The card waiting for its image stays on the device, for the next visit.
    await wait(400);
    const kept = await readLocal<{ parts: Array<{ key: string }> }>('pending', localKey('bea', 'edits'));
    expect(kept?.parts.map((part) => part.key)).toEqual(['cards:s.a']);
  });

  it('without network nor room on the device: a French message, and nothing else changes', async () => {
    serve({ a: [card('c1', null, 'gardée')] });
    await signIn('cleo');
    server.reachable = false;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('plus de place', 'QuotaExceededError');
    });
    try {
      await expect(uploadMaterialImage(PNG)).rejects.toThrow('cet appareil n’a plus de place pour garder l’image');
    } finally {
      put.mockRestore();
    }
    expect(localCards('a').map((c) => c.text)).toEqual(['gardée']);
  });
});

