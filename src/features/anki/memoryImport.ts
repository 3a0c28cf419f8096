import { memoryRequest, type AnkiMemoryBody, type AnkiMemoryResponse } from '../../../domain/anki/history';
import type { AnkiCardHistory } from '../../../domain/anki/read';
import { apiRequest } from '../../api/client';
import { refreshDueCounts } from '../memory/dueCounts';

const ITEMS_PER_REQUEST = 500;

/**
 * Sends the review history of the imported items, a few hundred at a time, for the server to make
 * their memory (POST /me/memory/anki). Answers how many items got one; a failed request leaves its
 * items new, as if never reviewed.
 */
export async function importMemory(items: Array<{ itemId: string; ankiCardIds: number[] }>, history: ReadonlyMap<number, AnkiCardHistory>): Promise<number> {
  const requests: AnkiMemoryBody['items'] = [];
  for (const { itemId, ankiCardIds } of items) {
    const request = memoryRequest(itemId, ankiCardIds.flatMap((id) => history.get(id) ?? []));
    if (request) requests.push(request);
  }
  let imported = 0;
  for (let i = 0; i < requests.length; i += ITEMS_PER_REQUEST) {
    try {
      const answer = await apiRequest<AnkiMemoryResponse>('/me/memory/anki', { method: 'POST', body: { items: requests.slice(i, i + ITEMS_PER_REQUEST) } });
      imported += answer.imported;
    } catch (error) {
      console.warn('[anki] review history not imported', error);
    }
  }
  if (requests.length > 0) void refreshDueCounts();
  return imported;
}
