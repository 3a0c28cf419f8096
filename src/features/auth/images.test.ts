import { describe, expect, it } from 'vitest';
import { AVATAR_BOX, BANNER_BOX, fitWithin, isPreviewable, registrationImage } from './images';

describe('profile images', () => {
  it('shrinks into the box keeping the ratio', () => {
    expect(fitWithin(2048, 1024, AVATAR_BOX)).toEqual({ width: 512, height: 256 });
    expect(fitWithin(1000, 3000, AVATAR_BOX)).toEqual({ width: 171, height: 512 });
    expect(fitWithin(3200, 1200, BANNER_BOX)).toEqual({ width: 1600, height: 600 });
    expect(fitWithin(1600, 1800, BANNER_BOX)).toEqual({ width: 800, height: 900 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(64, 48, AVATAR_BOX)).toEqual({ width: 64, height: 48 });
    expect(fitWithin(1, 1, BANNER_BOX)).toEqual({ width: 1, height: 1 });
  });

  it('previews data:, http and / values only', () => {
    expect(isPreviewable('data:image/webp;base64,AAAA')).toBe(true);
    expect(isPreviewable(' https://example.com/a.png ')).toBe(true);
    expect(isPreviewable('/uploads/abc.webp')).toBe(true);
    expect(isPreviewable('javascript:alert(1)')).toBe(false);
    expect(isPreviewable('')).toBe(false);
  });

  it('sends only data: and http(s) images at registration', () => {
    expect(registrationImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(registrationImage(' http://example.com/a.png')).toBe('http://example.com/a.png');
    expect(registrationImage('/uploads/abc.webp')).toBeUndefined();
    expect(registrationImage('ftp://example.com/a.png')).toBeUndefined();
    expect(registrationImage('')).toBeUndefined();
  });
});
