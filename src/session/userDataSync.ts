import type { StalePartsBody } from '../../domain/api';
import { cardConflicts, keepTheirs } from '../../domain/data/conflicts';
import { changedParts, partsOf, withParts } from '../../domain/data/parts';
import { afterStoredSave, readPendingRecord, replayPending, type PendingPart, type PendingRecord, type SentSave } from '../../domain/data/pendingParts';
import { newId } from '../../domain/data/primitives';
import type { ProgressEntry } from '../../domain/data/sessions';
import type { User } from '../../domain/user';
import { normaliseStudyData, type StudyData } from '../../domain/data/userData';
import { checkSave, fetchStudyData, saveParts } from '../api/endpoints';
import { isStatus, isUnreachable, messageOf } from '../api/client';
import { handleQuotaError, quotaRefusal } from '../features/billing/planLimit';
import { refreshDueCounts } from '../features/memory/dueCounts';
import { fr } from '../i18n/shell';
import { syncText } from '../i18n/sync';
import { createSaveQueue, type Edit, type LocalState, type SaveTransport, type Versioned } from '../state/saveQueue';
import { hasHeldImages, normaliseKeepingLocalImages, refersTo, uploadLocalImages, withLocalImages } from '../offline/deferredUploads';
import { changeLocal, deleteLocal, forgetUser, handleDeviceFull, localKey, readLocal, writeLocal } from '../offline/localStore';
import { tokenAtom, userAtom } from '../state/session';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { pendingEditsAtom, saveStatusAtom, userDataAtom } from '../state/userData';

let onUnauthorized: () => void = () => undefined;

// The device refusing to keep more (quota) is told once; what it already kept stays as it was.
handleDeviceFull(() => showToast(syncText.deviceFull, 'error'));

/** The session module signs out when a save is refused for a revoked token. */
export function handleUnauthorizedSaves(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The server's copy of the material and each part's revision: a save sends only the parts that
 * differ from it (issue 17), each based on its own revision.
 */
let confirmed: { data: StudyData; revisions: Record<string, number> } | null = null;

/** GET /me/material, which the saves then start from. */
async function loadStudyData(): Promise<Versioned<StudyData>> {
  const answer = await fetchStudyData();
  const data = normaliseStudyData(answer.data);
  confirmed = { data, revisions: answer.revisions };
  documentRevision = answer.revision;
  keepSnapshot();
  return { data, revision: answer.revision };
}

/**
 * The server's copy as last known, kept on the device (issue 18) part by part, under a head that
 * names the user and the token it belongs to: without network, a reload opens the app on it
 * (`startFromDevice`), with the edits kept on the device replayed over it. A save rewrites only the
 * parts it changed, so a large document is not cloned into IndexedDB after every save.
 */
interface SnapshotHead {
  token: string;
  user: User;
  progress: StudyData['progress'];
  revisions: Record<string, number>;
  revision: number;
  /** The parts stored beside the head. */
  keys: string[];
}
const SNAPSHOT = 'snapshot';
const snapshotPart = (userId: string, key: string) => localKey(userId, `snapshot-part:${key}`);
const LAST_USER = localKey('device', 'last-user');
let documentRevision = 0;
let snapshotTimer: ReturnType<typeof setTimeout> | null = null;
/** The parts to rewrite at the next snapshot write; null when the whole copy was replaced. */
let snapshotChanges: Set<string> | null = new Set();

/** Keeps the server's copy on the device shortly, `changed` naming the parts that moved (all when omitted). */
function keepSnapshot(changed?: Iterable<string>): void {
  if (!changed) snapshotChanges = null;
  else if (snapshotChanges) for (const key of changed) snapshotChanges.add(key);
  if (snapshotTimer) clearTimeout(snapshotTimer);
  snapshotTimer = setTimeout(() => {
    snapshotTimer = null;
    const keys = snapshotChanges;
    snapshotChanges = new Set();
    void writeSnapshot(keys);
  }, 2000);
}

async function writeSnapshot(changed: Set<string> | null): Promise<void> {
  const user = appStore.get(userAtom);
  const token = appStore.get(tokenAtom);
  if (!user || !token || !confirmed) return;
  const { data, revisions } = confirmed;
  const parts = partsOf(data);
  const headKey = localKey(user.id, SNAPSHOT);
  const previous = await readLocal<Partial<SnapshotHead>>('pending', headKey);
  const stored = new Set(previous?.user?.id === user.id && Array.isArray(previous.keys) ? previous.keys : []);
  // A whole copy, or a head of another kind: every part is rewritten and the others dropped.
  const rewrite = changed === null || stored.size === 0 ? new Set([...parts.keys(), ...stored]) : changed;
  const puts: Array<[string, unknown]> = [];
  const deletes: string[] = [];
  for (const key of rewrite) {
    const content = parts.get(key);
    if (content === undefined) {
      deletes.push(snapshotPart(user.id, key));
      stored.delete(key);
    } else {
      puts.push([snapshotPart(user.id, key), content]);
      stored.add(key);
    }
  }
  const head: SnapshotHead = { token, user, progress: data.progress, revisions, revision: documentRevision, keys: [...stored] };
  if (await changeLocal('pending', [...puts, [headKey, head]], deletes)) await writeLocal('pending', LAST_USER, user.id);
}

/** The last signed-in copy of this device for `token`, to open without network; null when there is none. */
export async function startFromDevice(token: string): Promise<{ user: User; state: LocalState<StudyData> } | null> {
  const userId = await readLocal<string>('pending', LAST_USER);
  const head = userId ? await readLocal<SnapshotHead>('pending', localKey(userId, SNAPSHOT)) : undefined;
  if (!userId || !head || head.token !== token || !Array.isArray(head.keys)) return null;
  const parts = await Promise.all(head.keys.map(async (key): Promise<[string, unknown]> => [key, await readLocal('pending', snapshotPart(userId, key))]));
  // Normalised again: what a device stored is read as untrusted as what a server sends.
  const data = normaliseStudyData({ ...withParts(normaliseStudyData({}), parts), progress: head.progress });
  confirmed = { data, revisions: head.revisions };
  documentRevision = head.revision;
  return { user: head.user, state: { data, revision: head.revision } };
}

const transport: SaveTransport<StudyData> = {
  load: loadStudyData,
  async save(local, revision) {
    if (!confirmed) return loadStudyData().then((latest) => transport.save(local, latest.revision));
    // Images picked offline go up first: the parts leave with their /uploads addresses, and a part
    // still using an image the server refused stays on the device.
    const { data, held } = await uploadLocalImages(local);
    const base = confirmed;
    const changed = changedParts(base.data, data);
    const kept = held.size > 0 ? changed.filter((part) => refersTo(part.content, held)) : [];
    const parts = changed.filter((part) => !kept.includes(part)).map(({ key, content }) => ({ key, revision: base.revisions[key] ?? 0, content }));
    if (parts.length === 0) return { data, revision };
    // The record on the device names this save as it leaves: if its answer never comes back (a
    // reload, a lost connection), the next page asks whether it landed (restorePendingEdits). The
    // save is not held back for that write: sent as the page is hidden, it must leave at once.
    const sent: SentSave['parts'] = parts.map(({ key, content }) => [key, content]);
    // The replay of a save whose answer was lost goes under that save's id: the server stores it
    // once, whichever of the two reaches it first.
    const saveId = replayOf && sameParts(replayOf.parts, sent) ? replayOf.saveId : newId();
    replayOf = null;
    inFlight = { saveId, parts: sent };
    let answer: Awaited<ReturnType<typeof saveParts>>;
    try {
      const userId = appStore.get(userAtom)?.id;
      if (userId) void writePendingNow(userId);
      answer = await saveParts({ parts, saveId });
    } finally {
      inFlight = null;
    }
    if (answer.alreadyStored) replayWasStored = true;
    const revisions = { ...base.revisions, ...answer.revisions };
    for (const key of answer.removed) delete revisions[key];
    const before = partsOf(base.data);
    confirmed = { data: kept.length > 0 ? withContents(data, kept.map(({ key }) => [key, before.get(key)])) : data, revisions };
    documentRevision = answer.revision;
    keepSnapshot([...parts.map((part) => part.key), ...answer.removed]);
    // What is due and new follows the material the server now holds (the demo, an import, an edit).
    void refreshDueCounts();
    // Another device saved in between: this copy stays behind that revision, so its notice refreshes it.
    return { data, revision: answer.previous === revision ? answer.revision : revision };
  },
  /** A stale save answers the parts saved elsewhere: they replace ours in the server's copy. */
  rebase(error) {
    if (!confirmed || !isStatus(error, 412)) return null;
    const stale = (error.payload as Partial<StalePartsBody>).parts;
    if (!Array.isArray(stale)) return null;
    const revisions = { ...confirmed.revisions };
    for (const part of stale) {
      if (part.revision > 0) revisions[part.key] = part.revision;
      else delete revisions[part.key];
    }
    const data = normaliseStudyData({ ...withParts(confirmed.data, stale.map((part) => [part.key, part.content])), progress: confirmed.data.progress });
    confirmed = { data, revisions };
    keepSnapshot(stale.map((part) => part.key));
    return { data, revision: (error.payload as StalePartsBody).revision };
  },
};

/** Cards edited here and on another device: both versions are kept, and the student is told. */
function keepBothVersions(copies: { base: StudyData; server: StudyData; local: StudyData; replayed: StudyData }): Edit<StudyData> | null {
  const conflicts = cardConflicts(copies, newId);
  if (conflicts.length === 0) return null;
  showToast(syncText.cardConflict(conflicts.length), 'info');
  return keepTheirs<StudyData>(conflicts);
}

const queue = createSaveQueue<StudyData>({
  transport,
  normalise: (data) => normaliseKeepingLocalImages(data, normaliseStudyData),
  merge: keepBothVersions,
  isStale: (error) => isStatus(error, 412),
  isOffline: isUnreachable,
  // Past the quota the same document would be refused forever: it goes back to the server's copy.
  refusal: quotaRefusal,
  onChange: (state) => {
    appStore.set(userDataAtom, state);
    keepPendingOnDevice();
  },
  onStatus: (status) => {
    appStore.set(saveStatusAtom, status);
    appStore.set(pendingEditsAtom, queue.pendingCount());
  },
  onError: (error) => {
    if (isStatus(error, 401)) onUnauthorized();
    // Past the plan's quota the upsell dialog says it better than a toast.
    else if (!handleQuotaError(error)) showToast(messageOf(error, fr.sync.saveFailed), 'error');
  },
  onRefreshError: (error) => console.warn('[data] could not fetch the newer revision', error),
  debounceMs: 600,
});

/**
 * The edits the server has not acknowledged are kept on the device (issue 18) as the parts they
 * changed, with those parts as the server held them: written shortly after each change, dropped
 * once the server has them, replayed after a reload (`restorePendingEdits`).
 */
const PENDING = 'edits';
/** The record about to be written, and for whom. */
let pendingTimer: { timer: ReturnType<typeof setTimeout>; userId: string } | null = null;
let pendingWrites = 0;
/** Every unsaved edit is stored on the device (leaving the page loses nothing). */
let storedOnDevice = true;
/**
 * The user whose record this page wrote: only that record is removed once saved, so a record
 * left by an earlier page is never dropped before `restorePendingEdits` has read it.
 */
let recordOf: string | null = null;
/** The save on its way to the server, named in the record while it is. */
let inFlight: SentSave | null = null;
/** A save of an earlier page not known to be stored, replayed by this one under the same id. */
let replayOf: SentSave | null = null;
/** The server had stored that save after all: nothing was recovered. */
let replayWasStored = false;

/** Whether two saves carry the same parts with the same contents. */
function sameParts(a: SentSave['parts'], b: SentSave['parts']): boolean {
  const text = (parts: SentSave['parts']) => JSON.stringify([...parts].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return text(a) === text(b);
}

function keepPendingOnDevice(): void {
  const userId = appStore.get(userAtom)?.id;
  if (!userId) return;
  // Everything saved: the record goes at once, so a reload right after never replays saved edits
  // over what another device changed since.
  if (!queue.hasUnsaved()) {
    void writePendingNow(userId);
    return;
  }
  if (pendingTimer) clearTimeout(pendingTimer.timer);
  storedOnDevice = false;
  const timer = setTimeout(() => {
    pendingTimer = null;
    void writePending(userId);
  }, 250);
  pendingTimer = { timer, userId };
}

/** Writes the record at once, instead of the write about to be made. */
function writePendingNow(userId: string): Promise<void> {
  if (pendingTimer) clearTimeout(pendingTimer.timer);
  pendingTimer = null;
  return writePending(userId);
}

async function writePending(userId: string): Promise<void> {
  const write = ++pendingWrites;
  const state = appStore.get(userDataAtom);
  let stored = true;
  if ((queue.hasUnsaved() || hasHeldImages()) && state && confirmed) {
    recordOf = userId;
    stored = await writeLocal('pending', localKey(userId, PENDING), pendingRecord(confirmed.data, state.data));
  } else if (recordOf === userId) {
    recordOf = null;
    await deleteLocal('pending', localKey(userId, PENDING));
  }
  if (stored && write === pendingWrites && pendingTimer === null) storedOnDevice = true;
}

function pendingRecord(base: StudyData, local: StudyData): PendingRecord {
  const before = partsOf(base);
  const changed = changedParts(base, local);
  const parts: PendingPart[] = changed.map(({ key, content }) => ({ key, base: before.get(key), local: content }));
  if (!inFlight) return { parts };
  // A part the save carries that is back to the server's copy since stays in the record: if the
  // save landed, that part has to go back.
  const now = partsOf(local);
  const listed = new Set(changed.map((part) => part.key));
  for (const [key] of inFlight.parts) if (!listed.has(key)) parts.push({ key, base: before.get(key), local: now.get(key) });
  return { parts, sent: inFlight };
}

/** Whether the server stored the save `saveId`; when it cannot be asked, it is taken as not stored (both versions kept if in doubt). */
async function saveStored(saveId: string): Promise<boolean> {
  try {
    return (await checkSave(saveId)).applied;
  } catch {
    return false;
  }
}

/**
 * After a reload, a closed tab or a crash: the edits of `userId` the server had not acknowledged
 * are replayed on the copy just loaded, item by item; a card changed meanwhile on another device
 * keeps both versions. Nothing for another account: the records are per user.
 */
export async function restorePendingEdits(userId: string): Promise<void> {
  const record = readPendingRecord(await withLocalImages(await readLocal<unknown>('pending', localKey(userId, PENDING))));
  if (!record?.parts.length) return;
  // A save whose answer was lost and that the server stored: only what came after it is replayed.
  // Not stored (yet: it may still be on its way), it is replayed under its own id.
  const stored = record.sent ? await saveStored(record.sent.saveId) : false;
  const parts = stored ? afterStoredSave(record) : record.parts;
  const state = appStore.get(userDataAtom);
  if (!state || appStore.get(userAtom)?.id !== userId) return;
  // Its edits are this page's now: the record goes once they are saved (at once when none is left).
  recordOf = userId;
  if (parts.length === 0) {
    keepPendingOnDevice();
    return;
  }
  const replay = replayPending<StudyData>(parts);
  const copies = {
    base: withContents(state.data, parts.map(({ key, base }) => [key, base])),
    server: state.data,
    local: withContents(state.data, parts.map(({ key, local }) => [key, local])),
    replayed: replay(state.data),
  };
  replayOf = record.sent && !stored ? record.sent : null;
  replayWasStored = false;
  queue.update(replay);
  const kept = keepBothVersions(copies);
  if (kept) queue.update(kept);
  // Told once the replay is saved, and only when it was not stored already: then nothing was lost.
  void queue.flush().then(() => {
    if (!replayWasStored) showToast(syncText.restored, 'info');
  });
}

/** `data` with the given parts' contents. */
function withContents(data: StudyData, parts: Array<[string, unknown]>): StudyData {
  return { ...data, ...withParts(data, parts) };
}

/** The account is deleted: what the device kept of it goes too. */
export function forgetDevice(userId: string): Promise<void> {
  return forgetUser(userId);
}

/** Replaces the document (sign-in, bootstrap) or forgets it (sign-out). */
export function resetUserData(state: LocalState<StudyData> | null): void {
  // The edits of the account being left stay on the device for its next visit: a write under
  // way is made now, and its record is no longer this page's to remove.
  if (pendingTimer) {
    clearTimeout(pendingTimer.timer);
    void writePending(pendingTimer.userId);
    pendingTimer = null;
  }
  recordOf = null;
  replayOf = null;
  if (state?.revision === null || state === null) confirmed = null;
  queue.reset(state);
}

/** Back online: the edits kept meanwhile go at once, then the server's newer copy is fetched. */
function backOnline(): void {
  void queue.flush().then(() => queue.remoteRevision(Number.MAX_SAFE_INTEGER));
}

/** Loads what the app shows of the user's data (bootstrap); the saves start from it. */
export const fetchUserStudy = loadStudyData;

/**
 * Changes the user's data: the edit runs at once on the local copy, the result is normalised
 * with the domain rules, then the whole document is saved in the background (debounced, one save
 * at a time, revision-checked). The edit must be a pure function: after a conflict it is replayed
 * on the server's newer copy. Returns false when no document is loaded.
 */
export function updateUserData(edit: Edit<StudyData>): boolean {
  return queue.update(edit);
}

/**
 * The server recorded or deleted a session: its answer carries the progress it derives from the
 * sessions, for one chapter (`chapter`) or all. It is taken at once; the user's material and
 * pending edits stay as they are, and nothing is saved for it.
 */
export function adoptServerProgress(progress: Record<string, ProgressEntry>, chapter?: { subjectId: string; chapterId: string }): void {
  const scope = chapter ? `:${chapter.subjectId}:${chapter.chapterId}` : null;
  const adopt = (data: StudyData): StudyData => {
    const kept = scope ? Object.fromEntries(Object.entries(data.progress).filter(([key]) => !key.endsWith(scope))) : {};
    return { ...data, progress: { ...kept, ...progress } };
  };
  queue.absorb(adopt);
  // The server's copy holds it too, so that a reload without network shows it.
  if (confirmed) {
    confirmed = { ...confirmed, data: adopt(confirmed.data) };
    keepSnapshot([]);
  }
}

/** Saves pending edits now (before leaving a screen, signing out…). Never rejects. */
export function flushUserData(): Promise<void> {
  return queue.flush();
}

/** Another tab or device saved revision `revision`. */
export function userDataChangedElsewhere(revision: number): void {
  void queue.remoteRevision(revision);
}

// The screens read the data through this module; the hook itself lives with the atom, so that the
// guards can use it without loading the save machinery (and its normaliser) for visitors.
export { useUserData } from '../state/userData';

let unloadGuarded = false;

/**
 * Saves when the page is hidden (mobile tab switch) and warns before closing with unsaved edits.
 * Installed with the first session: before one, there is nothing to save.
 */
export function installUnloadGuard(): void {
  if (unloadGuarded) return;
  unloadGuarded = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void queue.flush();
  });
  // Back online: the edits kept meanwhile go at once.
  window.addEventListener('online', backOnline);
  // Only what is not yet stored on the device would be lost by leaving.
  window.addEventListener('beforeunload', (event) => {
    if (queue.hasUnsaved() && !storedOnDevice) event.preventDefault();
  });
}
