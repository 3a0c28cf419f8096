import type { Card } from './cards';
import type { Material } from './userData';

/**
 * Two devices edited the same card: after a refused save, the local edits are replayed on the
 * server's copy, which overwrites the other device's text wherever both changed the same field.
 * Neither text is lost: the local version stays in place and the other device's version is kept
 * as a copy right after it, for the student to choose (issue 17).
 */
export interface CardConflict {
  chapter: string;
  cardId: string;
  /** The other device's version, under a fresh id. */
  theirs: Card;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields the server changed from `base` that the replayed copy sets to something else. */
function overwritten(base: Card, server: Card, replayed: Card): boolean {
  return (Object.keys(server) as (keyof Card)[]).some(
    (field) => field !== 'id' && !same(server[field], base[field]) && !same(replayed[field], server[field]),
  );
}

/**
 * Cards changed both on the server (since `base`, what the local edits started from) and locally,
 * where the replay of the local edits (`replayed`) loses a change of the server's.
 */
export function cardConflicts(
  copies: { base: Pick<Material, 'cards'>; server: Pick<Material, 'cards'>; local: Pick<Material, 'cards'>; replayed: Pick<Material, 'cards'> },
  newId: () => string,
): CardConflict[] {
  const conflicts: CardConflict[] = [];
  for (const [chapter, serverCards] of Object.entries(copies.server.cards)) {
    const base = new Map((copies.base.cards[chapter] ?? []).map((card) => [card.id, card]));
    const local = new Map((copies.local.cards[chapter] ?? []).map((card) => [card.id, card]));
    const replayed = new Map((copies.replayed.cards[chapter] ?? []).map((card) => [card.id, card]));
    for (const server of serverCards) {
      const before = base.get(server.id);
      const mine = local.get(server.id);
      const after = replayed.get(server.id);
      if (!before || !mine || !after || same(mine, before) || same(server, before)) continue;
      if (overwritten(before, server, after)) conflicts.push({ chapter, cardId: server.id, theirs: { ...server, id: newId() } });
    }
  }
  return conflicts;
}

/** Inserts each conflict's other version right after the local one (once, however often replayed). */
export function keepTheirs<D extends Pick<Material, 'cards'>>(conflicts: readonly CardConflict[]): (data: D) => D {
  return (data) => {
    const cards = { ...data.cards };
    for (const { chapter, cardId, theirs } of conflicts) {
      const list = cards[chapter];
      if (!list || list.some((card) => card.id === theirs.id)) continue;
      const at = list.findIndex((card) => card.id === cardId);
      cards[chapter] = at < 0 ? [...list, theirs] : [...list.slice(0, at + 1), theirs, ...list.slice(at + 1)];
    }
    return { ...data, cards };
  };
}
