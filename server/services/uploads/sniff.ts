export interface SniffedType {
  kind: 'image' | 'audio';
  contentType: string;
  extension: string;
}

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

/**
 * The file type told by the bytes themselves, whatever the sender declared. Only the formats we
 * serve are recognised; SVG and HTML never are, so an upload can never run script.
 */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) {
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) {
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) {
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) {
    return { kind: 'audio', contentType: 'audio/wav', extension: 'wav' };
  }
  if (ascii(bytes, 0, 'OggS')) {
    return { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg' };
  }
  if (ascii(bytes, 0, 'ID3') || isMpegFrame(bytes)) {
    return { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' };
  }
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a valid version, layer III, a valid bitrate. */
function isMpegFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1]!;
  const b2 = bytes[2]!;
  const sync = (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = (b2 >> 4) & 0x0f;
  const sampleRate = (b2 >> 2) & 0x03;
  return sync && version !== 0x01 && layer === 0x01 && bitrate !== 0x0f && bitrate !== 0 && sampleRate !== 0x03;
}
