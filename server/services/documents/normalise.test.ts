import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseUserData } from '../../../domain/data/userData';
import { limits } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import { normaliseSharePayload } from '../../../domain/share/normalise';
import { normaliseBody } from './normalise';
import { normaliseOffThread } from './pool';

const piece = fc.oneof(
  fc.constantFrom('<b>', '</b>', '<i>', '</i>', '<sup>', '</sup>', '<br>', '\n', 'x'),
  fc.constantFrom('<span>', '</span>', '<p>', '<table><td>', '<b onclick=1>', '<!--', '&', '&amp;', '<', '\u00a0', '<script>a</script>'),
  fc.string({ maxLength: 4 }),
);
const richText = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));
/** Longer than a label may be once cleaned, so that the cut-and-clean-again path is taken. */
const longText = fc.tuple(richText, fc.integer({ min: 990, max: 1010 })).map(([text, n]) => `<span>${'é'.repeat(n)}</span>${text}`);
const NOW = 1_700_000_000_000;

const documentOf = (cards: { text: string }[]) => ({
  subjects: [{ id: 's', name: 'S', chapters: [{ id: 'c', name: 'C' }] }],
  cards: { 's.c': cards.map((card, i) => ({ id: `k${i}`, answer: 'a', ...card })) },
});

describe('normaliseBody (what the document worker runs)', () => {
  it('gives exactly what the normaliser gives with isomorphic-dompurify in process, for documents and shares', () => {
    fc.assert(
      fc.property(fc.array(richText, { minLength: 1, maxLength: 6 }), fc.array(fc.oneof(richText, longText), { maxLength: 4 }), (texts, labels) => {
        const doc = {
          ...documentOf(texts.map((text) => ({ text }))),
          mindMaps: { 's.c': [{ id: 'm', nodes: labels.map((label, i) => ({ id: `n${i}`, label, annotation: texts[0] })), edges: [] }] },
          sessions: [{ forged: true }],
          revision: 7,
        };
        const saved = normaliseBody({ kind: 'user-data', body: JSON.stringify(doc) }, NOW);
        const { sessions: _sessions, progress: _progress, ...expected } = normaliseUserData(doc, NOW);
        expect(saved).toMatchObject({ ok: true, revision: 7, chapters: ['s.c'] });
        expect(JSON.parse((saved as { json: string }).json)).toEqual(expected);
        // Split in parts, with the same content; a save of one part normalises it the same way.
        const parts = (saved as { parts: { part: string; json: string; items: number }[] }).parts;
        expect(parts.find((part) => part.part === 'mindMaps:s.c')).toMatchObject({ items: 1 });
        const mapPart = normaliseBody({ kind: 'parts', body: JSON.stringify({ parts: [{ key: 'mindMaps:s.c', revision: 3, content: doc.mindMaps['s.c'] }] }) }, NOW);
        expect(mapPart).toMatchObject({ ok: true, chapters: null, parts: [{ part: 'mindMaps:s.c', revision: 3, items: 1 }] });
        expect(JSON.parse((mapPart as { parts: { json: string }[] }).parts[0]!.json)).toEqual(expected.mindMaps['s.c']);

        const share = { type: 'mindmap-set', map: doc.mindMaps['s.c'][0] };
        const shared = normaliseBody({ kind: 'share', body: JSON.stringify(share) }, NOW);
        const plain = normaliseSharePayload(share, NOW);
        expect(plain.ok && JSON.parse((shared as { json: string }).json)).toEqual(plain.ok && plain.payload);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});

describe('normaliseOffThread (the worker thread)', () => {
  it('answers the document clean, its size and its revision field', async () => {
    const saved = await normaliseOffThread('user-data', JSON.stringify({ ...documentOf([{ text: '<span>x</span><i>y</i><script>z</script>' }]), revision: 3 }));
    expect(JSON.parse(saved.json).cards['s.c'][0].text).toBe('x<i>y</i>');
    expect(saved.bytes).toBe(Buffer.byteLength(saved.json));
    expect(saved.revision).toBe(3);
  });

  it('refuses in French what is not JSON, not an object, or poisons a prototype', async () => {
    for (const body of ['', '{', '{"subjects": [}', '{"__proto__": {"admin": true}}', '{"a": {"constructor": {"prototype": {"admin": true}}}}']) {
      await expect(normaliseOffThread('user-data', body)).rejects.toMatchObject({ statusCode: 400, message: messages.invalidJson });
    }
    for (const body of ['[]', 'null', '"texte"', '12']) {
      await expect(normaliseOffThread('user-data', body)).rejects.toMatchObject({ statusCode: 400, message: messages.dataInvalid });
    }
    await expect(normaliseOffThread('share', '{"type": "inconnu"}')).rejects.toMatchObject({ statusCode: 400, message: messages.shareUnknownType });
    await expect(normaliseOffThread('share', '{"cards": []}')).rejects.toMatchObject({ statusCode: 400, message: messages.shareInvalid });
  });

  it('refuses more distinct texts to clean than one request may ask', async () => {
    const cards = Array.from({ length: limits.richTextRepairsPerRequest + 1 }, (_, i) => ({ text: `<p>${i}</p>` }));
    await expect(normaliseOffThread('user-data', JSON.stringify(documentOf(cards)))).rejects.toMatchObject({
      statusCode: 413,
      message: messages.richTextTooComplex(limits.richTextRepairsPerRequest),
    });
    // As many as allowed pass, the same text counting once however often it appears.
    const allowed = Array.from({ length: limits.richTextRepairsPerRequest * 2 }, (_, i) => ({ text: `<p>${i % limits.richTextRepairsPerRequest}</p>` }));
    const saved = await normaliseOffThread('user-data', JSON.stringify(documentOf(allowed)));
    expect(JSON.parse(saved.json).cards['s.c'][limits.richTextRepairsPerRequest + 4].text).toBe('4');
  });

  it('a body past its time budget is refused with 413, and the saves queued behind it still go through', async () => {
    // As many distinct texts to clean as allowed: hundreds of milliseconds of DOMPurify.
    const heavy = documentOf(Array.from({ length: limits.richTextRepairsPerRequest }, (_, i) => ({ text: `<span>${i}</span>`.repeat(30) })));
    const stuck = normaliseOffThread('user-data', JSON.stringify(heavy), 20);
    const queued = normaliseOffThread('user-data', JSON.stringify(documentOf([{ text: '<b>gras</b>' }])));
    await expect(stuck).rejects.toMatchObject({ statusCode: 413, message: messages.richTextTooComplex(limits.richTextRepairsPerRequest) });
    expect(JSON.parse((await queued).json).cards['s.c'][0].text).toBe('<b>gras</b>');
  });
});

