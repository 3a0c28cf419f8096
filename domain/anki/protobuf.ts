import { AnkiRefused } from './errors';

/** One field of a protobuf message as it is on the wire: a varint, or length-delimited bytes. */
export type ProtoValue = number | Uint8Array;

const utf8 = new TextDecoder('utf-8');

/**
 * Reads the fields of a protobuf message (wire types 0, 1, 2 and 5), keyed by field number, in
 * order. Anki's few messages we need (package meta, media list, note type and deck configs) hold
 * small numbers, strings and sub-messages, so a varint is read as a number (exact to 2^53).
 * Anything malformed — a truncated varint or length, an unknown wire type — refuses the package.
 */
export function readMessage(bytes: Uint8Array): Map<number, ProtoValue[]> {
  const fields = new Map<number, ProtoValue[]>();
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      if (at >= bytes.length) throw new AnkiRefused('protobuf', 'truncated varint');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
    throw new AnkiRefused('protobuf', 'varint too long');
  };
  while (at < bytes.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (field === 0) throw new AnkiRefused('protobuf', 'field 0');
    let value: ProtoValue;
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const length = varint();
      if (at + length > bytes.length) throw new AnkiRefused('protobuf', 'length past the end');
      value = bytes.subarray(at, at + length);
      at += length;
    } else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      if (at + size > bytes.length) throw new AnkiRefused('protobuf', 'fixed past the end');
      value = bytes.subarray(at, at + size);
      at += size;
    } else throw new AnkiRefused('protobuf', `wire type ${wire}`);
    const list = fields.get(field);
    if (list) list.push(value);
    else fields.set(field, [value]);
  }
  return fields;
}

/** The last varint of `field` (proto3's rule for a repeated scalar read as one), or `fallback`. */
export function protoNumber(fields: Map<number, ProtoValue[]>, field: number, fallback = 0): number {
  const value = fields.get(field)?.at(-1);
  if (value === undefined) return fallback;
  if (typeof value !== 'number') throw new AnkiRefused('protobuf', `field ${field} is not a number`);
  return value;
}

/** The bytes of `field` (a string or a sub-message), or null when absent. */
export function protoBytes(fields: Map<number, ProtoValue[]>, field: number): Uint8Array | null {
  const value = fields.get(field)?.at(-1);
  if (value === undefined) return null;
  if (typeof value === 'number') throw new AnkiRefused('protobuf', `field ${field} is not bytes`);
  return value;
}

/** Every occurrence of a repeated length-delimited `field`. */
export function protoRepeated(fields: Map<number, ProtoValue[]>, field: number): Uint8Array[] {
  return (fields.get(field) ?? []).map((value) => {
    if (typeof value === 'number') throw new AnkiRefused('protobuf', `field ${field} is not bytes`);
    return value;
  });
}

export function protoString(fields: Map<number, ProtoValue[]>, field: number): string {
  const bytes = protoBytes(fields, field);
  return bytes ? utf8.decode(bytes) : '';
}

/** Writes a message of varint and length-delimited fields (the export's package meta). */
export function writeMessage(fields: Array<[number, number | Uint8Array | string]>): Uint8Array {
  const out: number[] = [];
  const varint = (value: number) => {
    let v = value;
    while (v >= 0x80) {
      out.push((v % 128) | 0x80);
      v = Math.floor(v / 128);
    }
    out.push(v);
  };
  for (const [field, value] of fields) {
    if (typeof value === 'number') {
      varint(field * 8);
      varint(value);
    } else {
      const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
      varint(field * 8 + 2);
      varint(bytes.length);
      for (const byte of bytes) out.push(byte);
    }
  }
  return Uint8Array.from(out);
}
