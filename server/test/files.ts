/**
 * Minimal files of each accepted format, built byte by byte: only their headers matter to the
 * server, which judges a file by its bytes, never by the type its sender declares.
 */

const bytes = (...parts: Array<number[] | string | Uint8Array>): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A real 1x1 transparent PNG. */
export const png = (): Buffer =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** SOI, a JFIF APP0 segment and EOI. */
export const jpeg = (): Buffer =>
  bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], [0xff, 0xd9]);

/** RIFF/WEBP with an empty VP8L chunk header. */
export const webp = (): Buffer => bytes('RIFF', u32le(12), 'WEBP', 'VP8L', u32le(0));

/** GIF89a header with a 1x1 logical screen and the trailer. */
export const gif = (): Buffer => bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00], [0x3b]);

/** An ID3v2.4 tag (empty) followed by one MPEG-1 Layer III frame header. */
export const mp3WithId3 = (): Buffer => bytes('ID3', [0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], [0xff, 0xfb, 0x90, 0x64]);

/** A bare MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz), no tag: recognised by its frame sync. */
export const mp3FrameSync = (): Buffer => bytes([0xff, 0xfb, 0x90, 0x64], new Uint8Array(32));

/** The first page header of an Ogg stream. */
export const ogg = (): Buffer => bytes('OggS', [0x00, 0x02], new Uint8Array(20));

/** RIFF/WAVE with a PCM fmt chunk and an empty data chunk. */
export const wav = (): Buffer =>
  bytes(
    'RIFF',
    u32le(36),
    'WAVE',
    'fmt ',
    u32le(16),
    [0x01, 0x00, 0x01, 0x00],
    u32le(8000),
    u32le(8000),
    [0x01, 0x00, 0x08, 0x00],
    'data',
    u32le(0),
  );

export const svg = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

export const html = (): Buffer => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** `file` padded with zeros to exactly `size` bytes (the header still identifies it). */
export function padded(file: Buffer, size: number): Buffer {
  return Buffer.concat([file, Buffer.alloc(Math.max(0, size - file.length))]);
}

/** A base64 data URL declaring `mime` around `data`. */
export function dataUrl(mime: string, data: Buffer): string {
  return `data:${mime};base64,${data.toString('base64')}`;
}
