import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ed from '../../engine/mindmap/editor';
import { createMapEditorStore, TYPING_NOTICE_MS } from './mapEditorStore';

const FRAME_MS = 16;

beforeEach(() => {
  // Node has no frames: one every 16 ms, on the faked clock.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), FRAME_MS));
  vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A store over a map of one node, and the labels its listener has seen. */
function watched() {
  const store = createMapEditorStore(ed.addNode(ed.emptyEditor('map'), undefined, 'n1'));
  const seen: string[] = [];
  store.subscribe(() => seen.push(store.get().nodes[0]!.label));
  const label = (text: string) => (state: ed.MapEditorState) => ed.updateNode(state, 'n1', { label: text });
  return { store, seen, label };
}

describe('map editor store notices', () => {
  it('tells its listeners of the changes of a frame once, in the next frame', () => {
    const { store, seen, label } = watched();
    store.apply(label('a'));
    store.apply(label('ab'));
    expect(store.get().nodes[0]!.label).toBe('ab');
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(seen).toEqual(['ab']);
  });

  it('tells them at once of a change from a controlled input, and not again in the next frame', () => {
    const { store, seen, label } = watched();
    store.apply(label('a'));
    store.apply(label('ab'), 'now');
    expect(seen).toEqual(['ab']);
    vi.advanceTimersByTime(FRAME_MS * 3);
    expect(seen).toEqual(['ab']);
  });

  it('tells them of typing in the next frame after a pause, then at most every TYPING_NOTICE_MS', () => {
    const { store, seen, label } = watched();
    store.apply(label('V'), 'typing');
    vi.advanceTimersByTime(FRAME_MS);
    expect(seen).toEqual(['V']);
    // Keys every 5 ms: the copies follow at the typing pace, each time with the latest text.
    let text = 'V';
    for (let i = 0; i < 40; i++) {
      text += 'e';
      store.apply(label(text), 'typing');
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(TYPING_NOTICE_MS + FRAME_MS);
    expect(seen.at(-1)).toBe(text);
    // 216 ms of typing and its end: the first notice, then one per 100 ms at most.
    expect(seen.length).toBeLessThanOrEqual(1 + Math.ceil((40 * 5 + TYPING_NOTICE_MS + FRAME_MS) / TYPING_NOTICE_MS));
    expect(seen.length).toBeGreaterThan(1);
  });

  it('does not hold a change of another kind behind the typing pace', () => {
    const { store, seen, label } = watched();
    store.apply(label('V'), 'typing');
    vi.advanceTimersByTime(FRAME_MS);
    store.apply(label('Ve'), 'typing');
    store.apply((state) => ed.select(state, null));
    vi.advanceTimersByTime(FRAME_MS);
    expect(seen).toEqual(['V', 'Ve']);
    expect(store.get().activeId).toBeNull();
  });
});
