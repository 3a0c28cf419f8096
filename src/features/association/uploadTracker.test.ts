import { describe, expect, it, vi } from 'vitest';
import { createUploadTracker } from './uploadTracker';

function setup(original: string | null, fail = false) {
  const removed: string[] = [];
  const remove = (url: string) => {
    removed.push(url);
    return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
  };
  return { tracker: createUploadTracker(original, remove), removed };
}

describe('upload tracker', () => {
  it('deletes an image uploaded during the edit when it is replaced, and the others when the edit is abandoned', () => {
    const { tracker, removed } = setup(null);
    tracker.uploaded('/uploads/a.png');
    tracker.replaced('/uploads/a.png');
    tracker.uploaded('/uploads/b.png');
    expect(removed).toEqual(['/uploads/a.png']);
    tracker.abandoned();
    expect(removed).toEqual(['/uploads/a.png', '/uploads/b.png']);
  });

  it('keeps the saved image; deletes the replaced original only when no card uses it', () => {
    const used = setup('/uploads/old.png');
    used.tracker.uploaded('/uploads/new.png');
    used.tracker.saved('/uploads/new.png', () => true);
    expect(used.removed).toEqual([]);

    const unused = setup('/uploads/old.png');
    unused.tracker.uploaded('/uploads/new.png');
    unused.tracker.saved('/uploads/new.png', () => false);
    unused.tracker.abandoned();
    expect(unused.removed).toEqual(['/uploads/old.png']);
  });

  it('never deletes links to other sites nor the original on a cancelled edit', () => {
    const link = setup('https://example.org/coeur.png');
    link.tracker.saved(null, () => false);
    expect(link.removed).toEqual([]);
    const cancelled = setup('/uploads/old.png');
    cancelled.tracker.replaced('/uploads/old.png');
    cancelled.tracker.abandoned();
    expect(cancelled.removed).toEqual([]);
  });

  it('only logs a failed deletion', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tracker } = setup(null, true);
    tracker.uploaded('/uploads/a.png');
    tracker.abandoned();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('[uploads] could not delete', '/uploads/a.png', expect.any(Error));
    warn.mockRestore();
  });
});
