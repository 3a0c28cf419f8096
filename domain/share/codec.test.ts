import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeShareCode, encodeLegacy, encodeSC2, encodeSC3, MAX_DECODED_BYTES } from './codec';
import { normaliseSharePayload } from './normalise';
import { SHARE_TYPES, type SharePayload } from './types';

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('Aorte', '<b>Fémur</b>', 'H<sub>2</sub>O', 'a < b & c', 'ventricule\ngauche'));
const colour = fc.oneof(fc.constantFrom('#ABCDEF', '#6366f1', 'red', ''), fc.string({ maxLength: 8 }));
const coordinate = fc.oneof(fc.double({ min: -2, max: 3, noNaN: true }), fc.constant(0.5));
const point = fc.record({ x: coordinate, y: coordinate });
const imageUrl = fc.constantFrom('https://example.org/coeur.png', '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', 'javascript:alert(1)', null);
const meta = fc.record({ sharedAt: fc.integer({ min: 0, max: 2_000_000_000_000 }), subjectId: fc.option(fc.string({ maxLength: 10 })), chapterId: fc.option(fc.string({ maxLength: 10 })) });
const card = fc.record({ answer: text, answers: fc.array(text, { maxLength: 4 }), text, imageUrl });
const board = fc.record({
  title: fc.option(text),
  imageUrl,
  legends: fc.array(fc.record({ label: text, note: fc.option(text), color: colour, points: fc.array(point, { maxLength: 12 }) }), { maxLength: 4 }),
});
const map = fc.record({
  title: fc.option(text),
  backgroundColor: fc.option(colour),
  nodes: fc.array(fc.record({ label: text, color: colour, position: point, annotation: fc.option(text), imageUrl }), { maxLength: 6 }),
  edges: fc.array(
    fc.record({ fromIndex: fc.integer({ min: -2, max: 8 }), toIndex: fc.integer({ min: -2, max: 8 }), color: colour, labelAbove: fc.option(text), labelBelow: fc.option(text) }),
    { maxLength: 8 },
  ),
});
const rawPayload = fc.oneof(
  fc.record({ type: fc.constant('association-card'), version: fc.constant(1), meta, card }),
  fc.record({ type: fc.constant('association-training'), version: fc.constant(1), meta, cards: fc.array(card, { maxLength: 5 }) }),
  fc.record({ type: fc.constant('zoning-set'), version: fc.constant(1), meta, set: board }),
  fc.record({ type: fc.constant('zoning-collection'), version: fc.constant(1), meta, sets: fc.array(board, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('mindmap-set'), version: fc.constant(1), meta, map }),
  fc.record({ type: fc.constant('mindmap-collection'), version: fc.constant(1), meta, maps: fc.array(map, { maxLength: 3 }) }),
);
/** Random payloads as the builders would make them: normalised. */
const payload = rawPayload.map((raw) => {
  const result = normaliseSharePayload(raw);
  if (!result.ok) throw new Error('normaliser refused a typed payload');
  return result.payload;
});

describe('share codes round-trip', () => {
  it.each([
    ['SC3', encodeSC3],
    ['SC2', encodeSC2],
    ['base64', encodeLegacy],
  ] as const)('%s: decode(encode(p)) gives p back, for all six types', (_name, encode) => {
    fc.assert(
      fc.property(payload, (p: SharePayload) => {
        expect(decodeShareCode(encode(p))).toEqual({ ok: true, payload: p });
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('covers all six types', { timeout: 60_000 }, () => {
    const types = new Set(fc.sample(rawPayload, 300).map((p) => p.type));
    expect(types.size).toBe(6);
  });
});

describe('decodeShareCode on hostile input', () => {
  // A pool of valid codes to mutate, built once: building one per run would dominate the time.
  const pool = fc.sample(fc.tuple(payload, fc.constantFrom(encodeSC3, encodeSC2, encodeLegacy)), { numRuns: 60, seed: 42 });
  const validCode = fc.constantFrom(...pool.map(([p, encode]) => encode(p)));
  const mutated = fc.tuple(validCode, fc.array(fc.tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 1 })), { minLength: 1, maxLength: 4 })).map(([code, edits]) => {
    const chars = [...code];
    for (const [at, ch] of edits) chars[at % chars.length] = ch;
    return chars.join('');
  });
  const truncated = fc.tuple(validCode, fc.nat()).map(([code, cut]) => code.slice(0, cut % code.length));
  const randomCode = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ maxLength: 200 }).map((s) => `SC3:${s}`),
    fc.string({ maxLength: 200 }).map((s) => `SC2:${s}`),
    fc.base64String({ maxLength: 200 }),
    fc.base64String({ maxLength: 200 }).map((s) => `SC3:${s.replace(/[+/=]/g, '_')}`),
  );

  it('10,000 random, mutated and truncated codes never throw and always answer a payload or an error', () => {
    fc.assert(
      fc.property(fc.oneof(randomCode, mutated, truncated), (code) => {
        const result = decodeShareCode(code);
        if (result.ok) expect(SHARE_TYPES).toContain(result.payload.type);
        else expect(['invalid', 'unknown-type']).toContain(result.error);
      }),
      { numRuns: 10_000 },
    );
  }, 240_000);

  it('stops a decompression bomb at the bound without allocating its full size', { timeout: 60_000 }, () => {
    const bomb = deflateSync(new Uint8Array(200 * 1024 * 1024), { level: 9 });
    const code = `SC3:${Buffer.from(bomb).toString('base64url')}`;
    expect(code.length).toBeLessThan(400_000);
    const before = process.memoryUsage().arrayBuffers;
    expect(decodeShareCode(code)).toEqual({ ok: false, error: 'invalid' });
    // The bomb inflates to 200 MiB; decoding it holds at most a few times the 16 MiB bound.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MAX_DECODED_BYTES * 4);
  });

  it('reads legacy base64 JSON: a bare card, a list of cards, a payload without version', () => {
    const legacy = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    expect(decodeShareCode(legacy({ answer: 'Aorte', text: 'Vaisseau' }))).toMatchObject({ ok: true, payload: { type: 'association-card', card: { answer: 'Aorte' } } });
    expect(decodeShareCode(legacy([{ answer: 'A', text: 't' }, { answer: 'B', text: 't' }]))).toMatchObject({ ok: true, payload: { type: 'association-training' } });
    expect(decodeShareCode(legacy({ type: 'zoning-set', set: {} }))).toMatchObject({ ok: true, payload: { type: 'zoning-collection', sets: [] } });
    expect(decodeShareCode(legacy({ type: 'quiz' }))).toEqual({ ok: false, error: 'unknown-type' });
    expect(decodeShareCode(legacy('texte'))).toEqual({ ok: false, error: 'invalid' });
  });
});
