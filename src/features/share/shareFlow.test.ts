import { describe, expect, it, vi } from 'vitest';
import { encodeSC3 } from '../../../domain/share/codec';
import type { SharePayload } from '../../../domain/share/types';
import { ApiError } from '../../api/client';
import { createCode, deliverCode, resolveImport, type ShareApi } from './shareFlow';

const meta = { sharedAt: 1, subjectId: null, chapterId: null };
const cards: SharePayload = { type: 'association-training', version: 1, meta, cards: [{ answer: 'Aorte', answers: ['Aorte'], text: 'Vaisseau', imageUrl: null }] };
const board: SharePayload = {
  type: 'zoning-set',
  version: 1,
  meta,
  set: { title: null, imageUrl: 'https://example.org/a.png', legends: [{ label: 'VG', note: null, color: '#6366f1', points: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }] }] },
};

const api = (overrides: Partial<ShareApi> = {}): ShareApi => ({
  create: vi.fn(async () => ({ code: 'Abc123xyz0' })),
  fetch: vi.fn(async () => ({ payload: cards })),
  ...overrides,
});
const failing = (status: number, error?: string) => async () => {
  throw new ApiError(error ?? 'HTTP', status, error ? { error } : undefined);
};

describe('createCode', () => {
  it('answers the code', async () => {
    expect(await createCode(api(), cards, 'association')).toEqual({ code: 'Abc123xyz0' });
  });

  it('words failures per method', async () => {
    expect(await createCode(api({ create: failing(413) }), cards, 'association')).toEqual({
      error: 'Partage trop volumineux pour le serveur. Réduis la taille des cartes puis réessaie.',
    });
    expect(await createCode(api({ create: failing(413) }), board, 'mindmap')).toEqual({
      error: 'Mind map trop volumineuse pour le partage. Réduis son contenu puis réessaie.',
    });
    expect(await createCode(api({ create: failing(400) }), board, 'zoning')).toEqual({
      error: 'Données de partage invalides. Vérifie tes planches et réessaie.',
    });
    expect(await createCode(api({ create: failing(400, 'Type de partage inconnu.') }), cards, 'association')).toEqual({ error: 'Type de partage inconnu.' });
    expect(await createCode(api({ create: failing(500) }), cards, 'association')).toEqual({ error: 'Service de partage indisponible. Réessaie plus tard.' });
    expect(await createCode(api({ create: async () => Promise.reject(new TypeError('Failed to fetch')) }), cards, 'zoning')).toEqual({
      error: 'Service de partage indisponible. Réessaie plus tard.',
    });
  });
});

describe('deliverCode', () => {
  it('uses the system share dialog first, and ignores a cancelled share', async () => {
    expect(await deliverCode('C0DE', 'association', { share: async () => undefined })).toEqual({ ok: true, message: 'Code partagé via le menu système' });
    const abort = Object.assign(new Error('cancel'), { name: 'AbortError' });
    const writeClipboard = vi.fn(async () => undefined);
    expect(await deliverCode('C0DE', 'association', { share: async () => Promise.reject(abort), writeClipboard })).toBeNull();
    expect(writeClipboard).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard, then to a prompt, then says it could not copy', async () => {
    const broken = async () => Promise.reject(new Error('denied'));
    expect(await deliverCode('C0DE', 'zoning', { share: broken, writeClipboard: async () => undefined })).toEqual({ ok: true, message: 'Code C0DE copié' });
    const prompt = vi.fn();
    expect(await deliverCode('C0DE', 'association', { writeClipboard: broken, prompt })).toEqual({ ok: true, message: 'Code prêt à être copié dans la boîte de dialogue.' });
    expect(prompt).toHaveBeenCalledWith('Copie ce code de partage :', 'C0DE');
    expect(await deliverCode('C0DE', 'zoning', { writeClipboard: broken, prompt })).toEqual({ ok: true, message: 'Code affiché pour copie manuelle.' });
    expect(await deliverCode('C0DE', 'mindmap', {})).toEqual({ ok: false, message: 'Impossible de copier automatiquement ce code. Réessaie ou partage manuellement.' });
    expect(await deliverCode('C0DE', 'association', {})).toEqual({ ok: false, message: 'Impossible de copier automatiquement ce code. Réessaye ou utilise le partage manuel.' });
  });
});

describe('resolveImport', () => {
  it('asks for a code when the box is empty', async () => {
    expect(await resolveImport(api(), '   ', 'association')).toEqual({ error: "Colle un code de partage avant d'importer." });
    expect(await resolveImport(api(), '', 'zoning')).toEqual({ error: 'Colle un code de partage avant d’importer.' });
  });

  it('looks short codes up on the server', async () => {
    expect(await resolveImport(api(), ' Abc123xyz0 ', 'association')).toEqual({ payload: cards });
    expect(await resolveImport(api({ fetch: failing(404) }), 'Abc123xyz0', 'association')).toEqual({ error: 'Code de partage introuvable ou expiré.' });
    expect(await resolveImport(api({ fetch: failing(500) }), 'Abc123xyz0', 'association')).toEqual({ error: 'Impossible de récupérer ce code de partage.' });
    expect(await resolveImport(api({ fetch: failing(429, 'Trop de requêtes.') }), 'Abc123xyz0', 'association')).toEqual({ error: 'Trop de requêtes.' });
    expect(await resolveImport(api({ fetch: async () => Promise.reject(new TypeError('offline')) }), 'Abc123xyz0', 'zoning')).toEqual({
      error: 'Service de partage indisponible. Réessaie plus tard.',
    });
  });

  it('decodes long codes locally, never calling the server', async () => {
    const client = api();
    expect(await resolveImport(client, encodeSC3(board), 'zoning')).toEqual({ payload: board });
    expect(client.fetch).not.toHaveBeenCalled();
    expect(await resolveImport(client, 'SC3:!!!pas un code!!!', 'zoning')).toEqual({ error: 'Code de partage invalide.' });
  });

  it('refuses a code of another method and one with nothing usable', async () => {
    expect(await resolveImport(api(), encodeSC3(board), 'mindmap')).toEqual({ error: 'Ce code ne correspond pas à une mind map.' });
    expect(await resolveImport(api(), encodeSC3(cards), 'zoning')).toEqual({ error: 'Ce code ne correspond pas à une planche de zonage.' });
    expect(await resolveImport(api(), encodeSC3(board), 'association')).toEqual({ error: 'Type de partage inconnu.' });
    const empty: SharePayload = { type: 'zoning-collection', version: 1, meta, sets: [] };
    expect(await resolveImport(api(), encodeSC3(empty), 'zoning')).toEqual({ error: 'Aucune planche exploitable dans ce code de partage.' });
    const noCards: SharePayload = { type: 'association-training', version: 1, meta, cards: [] };
    expect(await resolveImport(api({ fetch: async () => ({ payload: noCards }) }), 'Abc123xyz0', 'association')).toEqual({
      error: 'Aucune carte valide dans ce code de partage.',
    });
  });
});
