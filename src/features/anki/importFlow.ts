import type { AnkiCardHistory } from '../../../domain/anki/read';
import { buildImport, importedItems, withImport, type ChapterChoice } from '../../../domain/anki/material';
import type { ImportPlan } from '../../../domain/anki/mapping';
import { planOf } from '../../../domain/badges';
import { newId } from '../../../domain/data/primitives';
import { countItems, PLAN_QUOTAS } from '../../../domain/quotas';
import { deleteUpload, uploadFile } from '../../api/endpoints';
import { readAsDataUrl } from '../../lib/dataUrl';
import { flushUserData, updateUserData } from '../../session/userDataSync';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { userDataAtom } from '../../state/userData';
import { openPlanLimit } from '../billing/planLimit';
import { importMemory } from './memoryImport';

export type ImportStage = { stage: 'uploading'; done: number; total: number } | { stage: 'saving' } | { stage: 'memory' };

export type ImportOutcome =
  | { status: 'done'; cards: number; boards: number; imagesFailed: number }
  | { status: 'cancelled' }
  | { status: 'failed' };

const UPLOADS_AT_ONCE = 4;

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The boards the signed-in user's plan still allows. */
export function boardAllowance(): { allowance: number; limit: number } {
  const user = appStore.get(userAtom);
  const data = appStore.get(userDataAtom)?.data;
  const limit = PLAN_QUOTAS[planOf(user?.badges ?? [])].zoning;
  return { allowance: data ? limit - countItems(data, 'zoning') : limit, limit };
}

/** Uploads the images through the normal upload path, a few at a time; stops when `signal` aborts. */
async function uploadImages(names: string[], images: Map<string, ArrayBuffer>, signal: AbortSignal, onProgress: (done: number) => void) {
  const urls = new Map<string, string>();
  let failed = 0;
  let done = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined && !signal.aborted; name = queue.shift()) {
      const bytes = images.get(name);
      const type = TYPES[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
      try {
        if (!bytes) throw new Error('missing');
        urls.set(name, (await uploadFile(await readAsDataUrl(new Blob([bytes], { type })))).url);
      } catch (error) {
        console.warn('[anki] image not uploaded', name, error);
        failed++;
      }
      onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
  return { urls, failed };
}

/**
 * Imports what the preview chose: the images through the upload path (with progress; « Annuler »
 * removes those already sent and saves nothing), then the material as one edit through the normal
 * saves, then the review history as the memory of the new items. Boards past the plan's quota are
 * left out and the plan-limit dialog says so.
 */
export async function runImport(
  read: { plan: ImportPlan; images: Map<string, ArrayBuffer>; history: Map<number, AnkiCardHistory> },
  choices: ChapterChoice[],
  signal: AbortSignal,
  onStage: (stage: ImportStage) => void,
): Promise<ImportOutcome> {
  const chosen = new Set(choices.filter((choice) => choice.include).map((choice) => choice.key));
  const names = new Set<string>();
  for (const chapter of read.plan.chapters) {
    if (!chosen.has(chapter.key)) continue;
    for (const card of chapter.cards) if (card.image) names.add(card.image);
    for (const board of chapter.boards) names.add(board.image);
  }
  onStage({ stage: 'uploading', done: 0, total: names.size });
  const { urls, failed } = await uploadImages([...names], read.images, signal, (done) => onStage({ stage: 'uploading', done, total: names.size }));
  const forget = () => Promise.allSettled([...urls.values()].map((url) => deleteUpload(url)));
  if (signal.aborted) {
    await forget();
    return { status: 'cancelled' };
  }
  const { allowance, limit } = boardAllowance();
  const batch = buildImport(read.plan, choices, urls, allowance, newId, Date.now());
  onStage({ stage: 'saving' });
  if (!updateUserData((data) => withImport(data, batch))) {
    await forget();
    return { status: 'failed' };
  }
  await flushUserData();
  const data = appStore.get(userDataAtom)?.data;
  const landed = batch.chapters.every((chapter) => data?.subjects.some((s) => s.name === chapter.subject));
  // Offline, the material waits on the device with the other edits; refused (quota), it is gone.
  if (!data || !landed) return { status: 'failed' };
  if (batch.boardsLeftOut > 0) openPlanLimit({ kind: 'zoning', limit, plan: planOf(appStore.get(userAtom)?.badges ?? []) });
  onStage({ stage: 'memory' });
  // The server makes the memory from the items it holds: the material is saved first.
  await importMemory(importedItems(data.subjects, batch), read.history);
  return {
    status: 'done',
    cards: batch.chapters.reduce((sum, chapter) => sum + chapter.cards.length, 0),
    boards: batch.chapters.reduce((sum, chapter) => sum + chapter.boards.length, 0),
    imagesFailed: failed,
  };
}
