/**
 * Saves a document in full, debounced, one request at a time, checked against the server revision
 * (ARCHITECTURE.md, Client). Edits are pure functions of the document: they are applied locally at
 * once, kept until the server confirms them, and replayed on the server's copy when it changed
 * elsewhere (412, or a realtime notice from another tab). No DOM, no globals: the transport and the
 * timers are injected so the whole behaviour is unit-tested.
 */

export interface Versioned<D> {
  data: D;
  revision: number;
}

/** A local state whose revision may still be unknown (sign-in answers carry no revision). */
export interface LocalState<D> {
  data: D;
  revision: number | null;
}

/** A pure change of the document; it may run again on a newer copy, so it must not have side effects. */
export type Edit<D> = (data: D) => D;

export interface SaveTransport<D> {
  save(data: D, revision: number): Promise<Versioned<D>>;
  load(): Promise<Versioned<D>>;
  /**
   * The server's copy after a stale save, when the refusal itself carries what changed (the parts
   * saved elsewhere); null to load it.
   */
  rebase?(staleError: unknown): Versioned<D> | null;
}

/** The copies a rebase weighs: what the local edits started from, the server's newer copy, the local copy, and the edits replayed on the server's. */
export interface Rebase<D> {
  base: D;
  server: D;
  local: D;
  replayed: D;
}

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'offline' | 'error';

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SaveQueueOptions<D> {
  transport: SaveTransport<D>;
  normalise: (data: D) => D;
  /** True when a save was refused because the base revision is stale (HTTP 412). */
  isStale: (error: unknown) => boolean;
  /**
   * True when the save did not reach the server (no network, server away): the edits are kept and
   * sent again, after 1, 2, 4… up to 30 seconds, or at once when `flush` is called (back online).
   */
  isOffline?: (error: unknown) => boolean;
  onChange: (state: LocalState<D> | null) => void;
  onStatus: (status: SaveStatus) => void;
  /**
   * A save the server refuses for good, whatever the revision (past the plan's quota): the test of
   * whether it would refuse going from its copy `base` to `next`; null for any other failure.
   */
  refusal?: (error: unknown) => ((base: D, next: D) => boolean) | null;
  /** A save failed for good (after the one retry of a stale save), or was refused and dropped. */
  onError: (error: unknown) => void;
  /**
   * After a stale save, the edits are replayed on the server's copy; this may answer one more edit
   * that keeps what the replay overwrote (an item changed on both sides), saved with the others.
   */
  merge?: (rebase: Rebase<D>) => Edit<D> | null;
  /** Refreshing after another tab saved failed: nothing is lost, so it is only logged. */
  onRefreshError?: (error: unknown) => void;
  debounceMs?: number;
  timers?: Timers;
}

export interface SaveQueue<D> {
  /** Starts over with a freshly loaded document, or nothing (signed out). Pending edits are dropped. */
  reset(state: LocalState<D> | null): void;
  /** Applies an edit locally and schedules a save; false when no document is loaded. */
  update(edit: Edit<D>): boolean;
  /** Saves pending edits now; resolves once the queue is idle (saved or failed). */
  flush(): Promise<void>;
  /** The server announced `revision` (another tab or device saved): fetch it if it is newer. */
  remoteRevision(revision: number): Promise<void>;
  /**
   * Shows a change the server has already made on its own side (a session it recorded) at once:
   * it is neither saved nor replayed, and the revision stays as it is.
   */
  absorb(change: Edit<D>): void;
  hasUnsaved(): boolean;
  /** Edits the server has not confirmed yet. */
  pendingCount(): number;
}

/** Waits between saves that could not reach the server. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

const defaultTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSaveQueue<D>(options: SaveQueueOptions<D>): SaveQueue<D> {
  const { transport, normalise, isStale } = options;
  const timers = options.timers ?? defaultTimers;
  const debounceMs = options.debounceMs ?? 600;

  let data: D | null = null;
  let revision: number | null = null;
  /** The server's copy the unsaved edits apply to (null: not known yet). */
  let confirmedCopy: D | null = null;
  /** Edits applied locally that the server has not confirmed yet, oldest first. */
  let unsaved: Edit<D>[] = [];
  let remoteSeen = -1;
  let wantSave = false;
  let timer: unknown = null;
  /** Saves in a row that did not reach the server. */
  let offlineAttempts = 0;
  /** Bumped on reset: answers that belong to an earlier session are ignored. */
  let generation = 0;
  let running: { generation: number; done: Promise<void> } | null = null;

  const publish = () => options.onChange(data === null ? null : { data, revision });
  const replay = (base: D, edits: Edit<D>[]) => edits.reduce((doc, edit) => normalise(edit(doc)), base);

  function clearTimer() {
    if (timer !== null) timers.clear(timer);
    timer = null;
  }

  /** Adopts the server's copy: drops the `confirmed` oldest edits and replays the others on it. */
  function adopt(server: Versioned<D>, confirmed: number) {
    unsaved = unsaved.slice(confirmed);
    revision = server.revision;
    confirmedCopy = server.data;
    data = replay(server.data, unsaved);
    publish();
  }

  async function send(gen: number): Promise<void> {
    options.onStatus('saving');
    try {
      // Unknown revision (just signed in): load it first, as after a stale save.
      if (revision === null) {
        await rebaseAndSave(gen);
        return;
      }
      await saveNow(gen, revision);
    } catch (error) {
      if (gen !== generation) return;
      if (options.isOffline?.(error)) return waitForNetwork(gen);
      if (!isStale(error)) return settleFailure(gen, error);
      try {
        await rebaseAndSave(gen, error);
      } catch (retryError) {
        if (gen === generation) await settleFailure(gen, retryError);
      }
      return;
    }
    offlineAttempts = 0;
    options.onStatus(unsaved.length > 0 ? 'pending' : 'idle');
  }

  /** The server could not be reached: nothing is dropped, the save is tried again later. */
  function waitForNetwork(gen: number) {
    options.onStatus('offline');
    const delay = RETRY_DELAYS_MS[Math.min(offlineAttempts, RETRY_DELAYS_MS.length - 1)]!;
    offlineAttempts += 1;
    clearTimer();
    timer = timers.set(() => {
      timer = null;
      if (gen === generation) void flush();
    }, delay);
  }

  /** Edits in the save in flight (or the last one sent): a refused save drops among those. */
  let sentCount = 0;

  async function saveNow(gen: number, base: number): Promise<void> {
    sentCount = unsaved.length;
    const saved = await transport.save(data as D, base);
    if (gen !== generation) return;
    adopt(saved, sentCount);
  }

  /** Refetches, replays the unconfirmed edits on the server's copy and saves once more. */
  async function rebaseAndSave(gen: number, staleError?: unknown): Promise<void> {
    const base = confirmedCopy;
    const local = data;
    const latest = (staleError !== undefined ? transport.rebase?.(staleError) : null) ?? (await transport.load());
    if (gen !== generation) return;
    adopt(latest, 0);
    const kept = base !== null && local !== null && data !== null ? options.merge?.({ base, server: latest.data, local, replayed: data }) : null;
    if (kept && data !== null) {
      unsaved.push(kept);
      data = normalise(kept(data));
      publish();
    }
    await saveNow(gen, latest.revision);
    if (gen !== generation) return;
    options.onStatus(unsaved.length > 0 ? 'pending' : 'idle');
  }

  /**
   * A refused save is never sent again as it was: the document goes back to the server's copy and
   * only the edits it would accept are replayed on it (and saved); the refused ones are dropped.
   */
  async function settleFailure(gen: number, error: unknown): Promise<void> {
    const refuses = options.refusal?.(error) ?? null;
    if (!refuses) return fail(error);
    let server: Versioned<D>;
    try {
      server = await transport.load();
    } catch (loadError) {
      if (gen === generation) fail(loadError);
      return;
    }
    if (gen !== generation) return;
    let doc = server.data;
    const kept = unsaved.filter((edit) => {
      const next = normalise(edit(doc));
      if (refuses(server.data, next)) return false;
      doc = next;
      return true;
    });
    // When no single edit explains the refusal, the whole refused save goes: it can never loop.
    unsaved = kept.length < unsaved.length ? kept : unsaved.slice(sentCount);
    adopt(server, 0);
    wantSave = unsaved.length > 0;
    options.onStatus(wantSave ? 'pending' : 'idle');
    options.onError(error);
  }

  function fail(error: unknown) {
    wantSave = false;
    options.onStatus('error');
    options.onError(error);
  }

  async function refresh(gen: number): Promise<void> {
    const notice = remoteSeen;
    try {
      const latest = await transport.load();
      if (gen !== generation) return;
      if (revision === null || latest.revision > revision) adopt(latest, 0);
    } catch (error) {
      if (gen === generation) options.onRefreshError?.(error);
    }
    // This notice is handled, even on failure (a later one tries again); a newer one loops once more.
    if (gen === generation && remoteSeen === notice) remoteSeen = -1;
  }

  function needsRefresh() {
    return unsaved.length === 0 && remoteSeen > (revision ?? -1);
  }

  /** Runs saves and refreshes one at a time until nothing is asked for. */
  function pump(): Promise<void> {
    if (running && running.generation === generation) return running.done;
    const gen = generation;
    // Registered before the loop starts: a loop with nothing to do ends synchronously.
    const entry = { generation: gen, done: Promise.resolve() };
    running = entry;
    entry.done = (async () => {
      try {
        for (;;) {
          if (gen !== generation) return;
          if (wantSave && unsaved.length > 0) {
            wantSave = false;
            await send(gen);
          } else if (needsRefresh()) {
            await refresh(gen);
          } else {
            return;
          }
        }
      } finally {
        if (running === entry) running = null;
      }
    })();
    return entry.done;
  }

  function flush(): Promise<void> {
    clearTimer();
    if (unsaved.length > 0) wantSave = true;
    return pump();
  }

  function reset(state: LocalState<D> | null) {
    generation += 1;
    clearTimer();
    unsaved = [];
    wantSave = false;
    offlineAttempts = 0;
    running = null;
    data = state ? state.data : null;
    revision = state ? state.revision : null;
    confirmedCopy = state && state.revision !== null ? state.data : null;
    // A document without its revision fetches it straight away.
    remoteSeen = state && state.revision === null ? Number.POSITIVE_INFINITY : -1;
    options.onStatus('idle');
    publish();
    if (needsRefresh()) void pump();
  }

  function update(edit: Edit<D>): boolean {
    if (data === null) return false;
    const next = edit(data);
    if (next === data) return true;
    data = normalise(next);
    unsaved.push(edit);
    publish();
    // Offline, the edit waits for the next try (its backoff stands).
    if (offlineAttempts > 0 && timer !== null) {
      options.onStatus('offline');
      return true;
    }
    options.onStatus('pending');
    clearTimer();
    timer = timers.set(() => {
      timer = null;
      void flush();
    }, debounceMs);
    return true;
  }

  function remoteRevision(remote: number): Promise<void> {
    if (data === null || (revision !== null && remote <= revision)) return Promise.resolve();
    remoteSeen = Math.max(remoteSeen, remote);
    return pump();
  }

  function absorb(change: Edit<D>) {
    if (data === null) return;
    data = normalise(change(data));
    publish();
  }

  return { reset, update, flush, remoteRevision, absorb, hasUnsaved: () => unsaved.length > 0, pendingCount: () => unsaved.length };
}
