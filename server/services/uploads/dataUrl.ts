/** Splits a base64 `data:` URL; null when it is not one (the declared type is ignored later). */
export function decodeDataUrl(value: string): Uint8Array | null {
  const comma = value.indexOf(',');
  if (!value.startsWith('data:') || comma < 0) return null;
  const header = value.slice(5, comma);
  if (!/^[a-z0-9.+/-]*(;[a-z0-9=.+-]+)*;base64$/i.test(header)) return null;
  const body = value.slice(comma + 1).replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return null;
  return new Uint8Array(Buffer.from(body, 'base64'));
}

/** Decoded size of a base64 body, without decoding it (its `=` padding holds no byte). */
export function decodedLength(value: string): number {
  const comma = value.indexOf(',');
  const body = comma < 0 ? '' : value.slice(comma + 1).trimEnd();
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}
