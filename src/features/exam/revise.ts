import type { NavigateFunction } from 'react-router';

/** What /revision reads from the navigation's state: review exactly these memory items. */
export interface ReviseItemsState {
  items: string[];
}

/** Opens a revision of exactly these items (« Réviser ces erreurs »), whatever is due. */
export function reviseItems(navigate: NavigateFunction, items: readonly string[]): void {
  navigate('/revision', { state: { items: [...items] } satisfies ReviseItemsState });
}

export function revisedItemsOf(state: unknown): string[] | null {
  const items = (state as Partial<ReviseItemsState> | null)?.items;
  return Array.isArray(items) && items.every((id) => typeof id === 'string') ? items : null;
}
