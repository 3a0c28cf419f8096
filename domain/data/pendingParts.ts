import { parsePartKey, PROFILE_PART, SUBJECTS_PART, withParts } from './parts';
import type { Material } from './userData';

/**
 * Edits not yet acknowledged by the server outlive the page (issue 18): what changed in each part,
 * from the server's copy it started from (`base`) to the local one (`local`), is kept on the
 * device. After a reload it is replayed item by item (cards, boards, maps, subjects by id) on the
 * server's newer copy, so that what another device changed meanwhile in the same part stays.
 */
export interface PendingPart {
  key: string;
  /** The part as the server held it when the edits began (undefined: it did not exist). */
  base: unknown;
  local: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A save sent while the edits were kept: its id, and the parts as it sent them. */
export interface SentSave {
  saveId: string;
  parts: Array<[string, unknown]>;
}

/**
 * What the device keeps of the unacknowledged edits. `sent` names the save in flight when the page
 * went away: if the server stored it (GET /me/material/saves/:saveId), its parts start from what it
 * sent rather than from `base`, so a save whose answer was lost is not replayed over what another
 * device saved after it.
 */
export interface PendingRecord {
  parts: PendingPart[];
  sent?: SentSave;
}

/** A record as read from the device (earlier versions kept the parts alone); null when unusable. */
export function readPendingRecord(value: unknown): PendingRecord | null {
  if (Array.isArray(value)) return { parts: value as PendingPart[] };
  const record = value as Partial<PendingRecord> | null;
  if (!record || !Array.isArray(record.parts)) return null;
  const { sent } = record;
  return typeof sent?.saveId === 'string' && Array.isArray(sent.parts) ? { parts: record.parts, sent } : { parts: record.parts };
}

/** The parts left to replay once the record's sent save is known to be stored. */
export function afterStoredSave(record: PendingRecord): PendingPart[] {
  const sent = new Map(record.sent?.parts ?? []);
  return record.parts
    .map((part) => (sent.has(part.key) ? { ...part, base: sent.get(part.key) } : part))
    .filter((part) => !same(part.base, part.local));
}

interface Identified {
  id: string;
}

const asItems = (value: unknown): Identified[] =>
  Array.isArray(value) ? value.filter((item): item is Identified => typeof (item as Identified | null)?.id === 'string') : [];

/** `current` with what `local` changed from `base`: items removed, changed or added (after their local predecessor). */
export function replayList(current: readonly Identified[], base: readonly Identified[], local: readonly Identified[]): Identified[] {
  const before = new Map(base.map((item) => [item.id, item]));
  const kept = new Set(local.map((item) => item.id));
  const result = current.filter((item) => !before.has(item.id) || kept.has(item.id));
  for (const [index, item] of local.entries()) {
    const old = before.get(item.id);
    if (old && same(old, item)) continue;
    const at = result.findIndex((other) => other.id === item.id);
    if (at >= 0) {
      result[at] = item;
      continue;
    }
    const previous = index > 0 ? result.findIndex((other) => other.id === local[index - 1]!.id) : -1;
    result.splice(previous + 1, 0, item);
  }
  return result;
}

function currentContent(data: Material, key: string): unknown {
  const part = parsePartKey(key);
  if (!part) return undefined;
  if (part.kind === SUBJECTS_PART) return data.subjects;
  if (part.kind === PROFILE_PART) return data.profileMusicUrl;
  return data[part.kind][part.chapter] ?? [];
}

/** The edit that replays `parts` on any copy of the material. */
export function replayPending<D extends Material>(parts: readonly PendingPart[]): (data: D) => D {
  return (data) => {
    const replaced = parts.map(({ key, base, local }): [string, unknown] => {
      if (key === PROFILE_PART) return [key, local];
      return [key, replayList(asItems(currentContent(data, key)), asItems(base), asItems(local))];
    });
    return { ...data, ...withParts(data, replaced) };
  };
}
