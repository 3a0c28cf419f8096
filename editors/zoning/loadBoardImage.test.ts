import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fitImage, loadBoardImage, loadedBoardImage } from './loadBoardImage';

/** An <img> stand-in: loads (or fails, for a URL with 'broken') a 400×300 picture a task later. */
class FakeImage {
  static made: string[] = [];
  decoding = '';
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    FakeImage.made.push(url);
    setTimeout(() => {
      if (url.includes('broken')) return this.onerror?.();
      this.naturalWidth = 400;
      this.naturalHeight = 300;
      this.onload?.();
    });
  }
}

describe('loadBoardImage', () => {
  const real = (globalThis as { Image?: unknown }).Image;
  beforeEach(() => {
    FakeImage.made = [];
    (globalThis as { Image?: unknown }).Image = FakeImage;
  });
  afterEach(() => {
    (globalThis as { Image?: unknown }).Image = real;
  });

  it('loads a diagram prepared before its board once: the board gets the same load', async () => {
    const prepared = loadBoardImage('/uploads/a.png');
    const shown = loadBoardImage('/uploads/a.png');
    expect(shown).toBe(prepared);
    await expect(shown).resolves.toMatchObject({ width: 400, height: 300 });
    expect(FakeImage.made).toEqual(['/uploads/a.png']);
  });

  it('keeps only the last diagram asked for', async () => {
    await loadBoardImage('/uploads/b.png');
    await loadBoardImage('/uploads/c.png');
    await loadBoardImage('/uploads/b.png');
    expect(FakeImage.made).toEqual(['/uploads/b.png', '/uploads/c.png', '/uploads/b.png']);
  });

  it('answers the last diagram at once once it has loaded, so that its board is drawn at its first render', async () => {
    const loading = loadBoardImage('/uploads/d.png');
    expect(loadedBoardImage('/uploads/d.png')).toBeNull();
    const loaded = await loading;
    expect(loadedBoardImage('/uploads/d.png')).toBe(loaded);
    await loadBoardImage('/uploads/e.png');
    expect(loadedBoardImage('/uploads/d.png')).toBeNull();
    expect(loadedBoardImage('/uploads/e.png')).toMatchObject({ width: 400, height: 300 });
  });

  it('does not keep a failure: the next board with that diagram tries again', async () => {
    await expect(loadBoardImage('/uploads/broken.png')).rejects.toThrow('image failed to load');
    await expect(loadBoardImage('/uploads/broken.png')).rejects.toThrow('image failed to load');
    expect(FakeImage.made).toEqual(['/uploads/broken.png', '/uploads/broken.png']);
  });
});

describe('fitImage', () => {
  it('fits the box width, the height limit, and never enlarges past twice the pixels', () => {
    expect(fitImage({ width: 400, height: 300 }, 200, 520)).toEqual({ width: 200, height: 150 });
    expect(fitImage({ width: 400, height: 300 }, 2000, 300)).toEqual({ width: 400, height: 300 });
    expect(fitImage({ width: 100, height: 50 }, 1000, 520)).toEqual({ width: 200, height: 100 });
  });
});
