import { describe, expect, it } from 'vitest';
import { createSaveQueue, type LocalState, type SaveQueueOptions, type SaveStatus, type Timers, type Versioned } from './saveQueue';

interface Doc {
  items: string[];
}

class StaleError extends Error {}
/** Like a fetch that never reached the server. */
class OfflineError extends Error {}
class TooLargeError extends Error {}
/** Like PUT /me/data past the plan's quota: refused whatever the revision. */
class QuotaError extends Error {}

/** The quota rule of these tests: never more than 3 items unless there already were. */
const overQuota = (base: Doc, next: Doc) => next.items.length > 3 && next.items.length > base.items.length;

/** Sorted, de-duplicated items: lets tests see that edits are normalised. */
const normalise = (doc: Doc): Doc => ({ items: [...new Set(doc.items)].sort() });
const add = (item: string) => (doc: Doc) => ({ items: [...doc.items, item] });

/** An in-memory server with the PUT /me/data contract: revision-checked, 412 when stale. */
function fakeServer(initial: Doc = { items: [] }) {
  const server = {
    current: { data: initial, revision: 0 } as Versioned<Doc>,
    saves: [] as Array<{ data: Doc; revision: number }>,
    loads: 0,
    /** While set, saves wait until `release()` is called. */
    held: null as null | Array<() => void>,
    failNext: null as Error | null,
    /** Another device saves: the revision moves on. */
    editElsewhere(item: string) {
      server.current = { data: normalise(add(item)(server.current.data)), revision: server.current.revision + 1 };
    },
    release() {
      const waiting = server.held ?? [];
      server.held = null;
      waiting.forEach((resume) => resume());
    },
    transport: {
      async save(data: Doc, revision: number): Promise<Versioned<Doc>> {
        server.saves.push({ data, revision });
        if (server.held) await new Promise<void>((resolve) => server.held!.push(resolve));
        if (server.failNext) {
          const error = server.failNext;
          server.failNext = null;
          throw error;
        }
        if (revision !== server.current.revision) throw new StaleError('stale');
        if (overQuota(server.current.data, normalise(data))) throw new QuotaError('quota');
        server.current = { data: normalise(data), revision: revision + 1 };
        return server.current;
      },
      async load(): Promise<Versioned<Doc>> {
        server.loads += 1;
        return server.current;
      },
    },
  };
  return server;
}

/** Timers run only when the test says so. */
function manualTimers() {
  let pending: Array<{ id: number; callback: () => void; ms: number }> = [];
  let nextId = 0;
  const timers: Timers = {
    set(callback, ms) {
      nextId += 1;
      pending.push({ id: nextId, callback, ms });
      return nextId;
    },
    clear(handle) {
      pending = pending.filter((timer) => timer.id !== handle);
    },
  };
  return {
    timers,
    get delays() {
      return pending.map((timer) => timer.ms);
    },
    fire() {
      const due = pending;
      pending = [];
      due.forEach((timer) => timer.callback());
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial: Doc = { items: [] }, revision: number | null = 0, serverRevision = 0, merge?: SaveQueueOptions<Doc>['merge']) {
  const server = fakeServer(initial);
  server.current = { data: initial, revision: serverRevision };
  const clock = manualTimers();
  const states: Array<LocalState<Doc> | null> = [];
  const statuses: SaveStatus[] = [];
  const errors: unknown[] = [];
  const queue = createSaveQueue<Doc>({
    transport: server.transport,
    normalise,
    isStale: (error) => error instanceof StaleError,
    isOffline: (error) => error instanceof OfflineError,
    merge,
    onChange: (state) => states.push(state),
    onStatus: (status) => statuses.push(status),
    refusal: (error) => (error instanceof QuotaError ? overQuota : null),
    onError: (error) => errors.push(error),
    debounceMs: 600,
    timers: clock.timers,
  });
  queue.reset({ data: initial, revision });
  return { server, clock, queue, states, statuses, errors, last: () => states.at(-1) };
}

describe('createSaveQueue', () => {
  it('applies an edit locally at once, normalised, and saves it after the debounce', async () => {
    const { server, clock, queue, last } = setup({ items: ['b'] });
    expect(queue.update(add('a'))).toBe(true);
    expect(last()).toEqual({ data: { items: ['a', 'b'] }, revision: 0 });
    expect(server.saves).toHaveLength(0);
    expect(clock.delays).toEqual([600]);

    clock.fire();
    await settle();
    expect(server.saves).toEqual([{ data: { items: ['a', 'b'] }, revision: 0 }]);
    expect(last()).toEqual({ data: { items: ['a', 'b'] }, revision: 1 });
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('coalesces edits made within the debounce into one full save', async () => {
    const { server, clock, queue } = setup();
    queue.update(add('a'));
    queue.update(add('b'));
    queue.update(add('c'));
    expect(clock.delays).toEqual([600]);
    clock.fire();
    await settle();
    expect(server.saves).toEqual([{ data: { items: ['a', 'b', 'c'] }, revision: 0 }]);
  });

  it('keeps one save in flight and sends later edits with the new revision', async () => {
    const { server, clock, queue, last, statuses } = setup();
    server.held = [];
    queue.update(add('a'));
    const first = queue.flush();
    await settle();
    expect(statuses.at(-1)).toBe('saving');

    queue.update(add('b'));
    clock.fire();
    await settle();
    expect(server.saves).toHaveLength(1);

    server.release();
    await first;
    expect(server.saves).toEqual([
      { data: { items: ['a'] }, revision: 0 },
      { data: { items: ['a', 'b'] }, revision: 1 },
    ]);
    expect(last()).toEqual({ data: { items: ['a', 'b'] }, revision: 2 });
    expect(statuses.at(-1)).toBe('idle');
  });

  it('on a stale revision refetches, replays the local edits on the server copy and retries once', async () => {
    const { server, queue, last, errors } = setup();
    server.editElsewhere('from-other-tab');
    queue.update(add('mine'));
    await queue.flush();

    expect(server.loads).toBe(1);
    expect(server.saves.map((save) => save.revision)).toEqual([0, 1]);
    expect(server.current).toEqual({ data: { items: ['from-other-tab', 'mine'] }, revision: 2 });
    expect(last()).toEqual(server.current);
    expect(errors).toEqual([]);
  });

  it('reports a save that is still stale after the retry, and keeps the edits for the next try', async () => {
    const { server, queue, errors, statuses, last } = setup();
    server.editElsewhere('x');
    queue.update(add('mine'));
    // The retry collides with yet another save elsewhere.
    const load = server.transport.load;
    server.transport.load = async () => {
      const latest = await load();
      server.editElsewhere('y');
      return latest;
    };
    await queue.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(StaleError);
    expect(statuses.at(-1)).toBe('error');
    expect(queue.hasUnsaved()).toBe(true);
    expect(last()?.data.items).toContain('mine');

    server.transport.load = load;
    await queue.flush();
    expect(server.current.data).toEqual({ items: ['mine', 'x', 'y'] });
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('does not retry other failures and reports them once', async () => {
    const { server, queue, errors, statuses } = setup();
    server.failNext = new TooLargeError('413');
    queue.update(add('huge'));
    await queue.flush();
    expect(server.saves).toHaveLength(1);
    expect(server.loads).toBe(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(TooLargeError);
    expect(statuses.at(-1)).toBe('error');
  });

  it('fetches a newer revision announced by another tab, and ignores ones it already has', async () => {
    const { server, queue, last } = setup();
    await queue.remoteRevision(0);
    expect(server.loads).toBe(0);

    server.editElsewhere('other');
    await queue.remoteRevision(1);
    expect(server.loads).toBe(1);
    expect(last()).toEqual({ data: { items: ['other'] }, revision: 1 });
  });

  it('keeps unsaved local edits on top of a refreshed copy', async () => {
    const { server, queue, last } = setup();
    queue.update(add('mine'));
    server.editElsewhere('other');
    await queue.remoteRevision(1);
    // No refresh while edits are pending: the save itself rebases them.
    await queue.flush();
    expect(last()).toEqual({ data: { items: ['mine', 'other'] }, revision: 2 });
  });

  it('loads the revision first when a sign-in gave the document without one', async () => {
    const { server, queue, last } = setup({ items: ['a'] }, null, 7);
    await settle();
    expect(server.loads).toBe(1);
    expect(last()).toEqual({ data: { items: ['a'] }, revision: 7 });

    queue.update(add('b'));
    await queue.flush();
    expect(server.saves).toEqual([{ data: { items: ['a', 'b'] }, revision: 7 }]);
  });

  it('saves edits made before the revision is known on top of the server copy', async () => {
    const server = fakeServer();
    server.editElsewhere('server');
    const states: Array<LocalState<Doc> | null> = [];
    const queue = createSaveQueue<Doc>({
      transport: { ...server.transport, load: async () => ({ ...server.current }) },
      normalise,
      isStale: (error) => error instanceof StaleError,
      onChange: (state) => states.push(state),
      onStatus: () => undefined,
      onError: (error) => {
        throw error;
      },
      timers: manualTimers().timers,
    });
    queue.reset({ data: { items: [] }, revision: null });
    queue.update(add('early'));
    await queue.flush();
    expect(server.current).toEqual({ data: { items: ['early', 'server'] }, revision: 2 });
    expect(states.at(-1)).toEqual(server.current);
  });

  it('ignores answers that arrive after a reset (sign-out) and refuses edits without a document', async () => {
    const { server, queue, last } = setup();
    server.held = [];
    queue.update(add('a'));
    const pending = queue.flush();
    await settle();
    queue.reset(null);
    server.release();
    await pending;
    expect(last()).toBeNull();
    expect(queue.update(add('b'))).toBe(false);
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('treats an edit that returns the same document as no change', async () => {
    const { clock, queue } = setup();
    expect(queue.update((doc) => doc)).toBe(true);
    expect(clock.delays).toEqual([]);
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('absorbs a change the server already made: shown at once, not saved, kept under later edits', async () => {
    const { server, clock, queue, last } = setup({ items: ['a'] }, 3, 3);
    queue.absorb((doc) => ({ items: [...doc.items, 'z', 'a'] }));
    expect(last()).toEqual({ data: { items: ['a', 'z'] }, revision: 3 });
    expect(clock.delays).toEqual([]);
    expect(queue.hasUnsaved()).toBe(false);

    queue.update(add('b'));
    clock.fire();
    await settle();
    expect(server.saves).toEqual([{ data: { items: ['a', 'b', 'z'] }, revision: 3 }]);
  });
  it('drops an edit refused past the quota, back on the server copy, and saves the other edits once', async () => {
    const { server, queue, errors, statuses, last } = setup({ items: ['a', 'b', 'c'] });
    queue.update(add('d'));
    queue.update((doc) => ({ items: doc.items.map((item) => (item === 'a' ? 'A' : item)) }));
    await queue.flush();

    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(QuotaError);
    expect(server.saves.map((save) => save.data)).toEqual([{ items: ['A', 'b', 'c', 'd'] }, { items: ['A', 'b', 'c'] }]);
    expect(server.current).toEqual({ data: { items: ['A', 'b', 'c'] }, revision: 1 });
    expect(last()).toEqual(server.current);
    expect(statuses.at(-1)).toBe('idle');
    expect(queue.hasUnsaved()).toBe(false);

    // The refused item is not sent again with a later edit.
    queue.update((doc) => ({ items: doc.items.filter((item) => item !== 'b') }));
    await queue.flush();
    expect(server.saves.at(-1)).toEqual({ data: { items: ['A', 'c'] }, revision: 1 });
    expect(errors).toHaveLength(1);
  });

  it('keeps edits made while the refused save was in flight, unless they are refused too', async () => {
    const { server, queue, errors, last } = setup({ items: ['a', 'b', 'c'] });
    server.held = [];
    queue.update(add('d'));
    const saving = queue.flush();
    await settle();
    queue.update((doc) => ({ items: doc.items.filter((item) => item !== 'c') }));
    queue.update(add('e'));
    queue.update(add('f'));
    server.release();
    await saving;

    // Replayed in order on the server copy: 'd' and 'f' would grow past 3, 'e' fits once 'c' is gone.
    expect(errors).toHaveLength(1);
    expect(server.current).toEqual({ data: { items: ['a', 'b', 'e'] }, revision: 1 });
    expect(last()).toEqual(server.current);
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('drops the whole refused save when no single edit explains the refusal, so it never loops', async () => {
    const { server, queue, errors, statuses, last } = setup({ items: ['a'] });
    server.failNext = new QuotaError('quota');
    queue.update(add('b'));
    await queue.flush();
    expect(server.saves).toHaveLength(1);
    expect(server.loads).toBe(1);
    expect(errors).toHaveLength(1);
    expect(last()).toEqual({ data: { items: ['a'] }, revision: 0 });
    expect(statuses.at(-1)).toBe('idle');
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('reports a refused save whose server copy cannot be fetched, and keeps the edits', async () => {
    const { server, queue, errors, statuses, last } = setup({ items: ['a', 'b', 'c'] });
    server.transport.load = async () => Promise.reject(new TooLargeError('network'));
    queue.update(add('d'));
    await queue.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(TooLargeError);
    expect(statuses.at(-1)).toBe('error');
    expect(queue.hasUnsaved()).toBe(true);
    expect(last()?.data.items).toContain('d');
  });

  it('offline, keeps the edits, tries again after 1, 2, 4 s, and saves them all once back', async () => {
    const { server, clock, queue, statuses, errors } = setup();
    queue.update(add('a'));
    server.failNext = new OfflineError('réseau');
    clock.fire();
    await settle();
    expect(statuses.at(-1)).toBe('offline');
    expect(clock.delays).toEqual([1000]);
    // An edit made offline waits for that try, still shown as offline.
    queue.update(add('b'));
    expect(statuses.at(-1)).toBe('offline');
    expect(queue.pendingCount()).toBe(2);
    server.failNext = new OfflineError('réseau');
    clock.fire();
    await settle();
    expect(clock.delays).toEqual([2000]);
    clock.fire();
    await settle();
    expect(server.current).toEqual({ data: { items: ['a', 'b'] }, revision: 1 });
    expect(queue.hasUnsaved()).toBe(false);
    expect(statuses.at(-1)).toBe('idle');
    expect(errors).toEqual([]);
  });

  it('after a stale save, adds the edit the merge answers to those replayed, and saves it with them', async () => {
    const seen: unknown[] = [];
    const { server, clock, queue, last } = setup({ items: [] }, 0, 0, (copies) => {
      seen.push(copies);
      return (doc) => ({ items: [...doc.items, 'gardé'] });
    });
    server.editElsewhere('x');
    queue.update(add('b'));
    clock.fire();
    await settle();
    expect(seen).toEqual([{ base: { items: [] }, server: { items: ['x'] }, local: { items: ['b'] }, replayed: { items: ['b', 'x'] } }]);
    expect(server.current.data).toEqual({ items: ['b', 'gardé', 'x'] });
    expect(last()?.data).toEqual(server.current.data);
  });
});
