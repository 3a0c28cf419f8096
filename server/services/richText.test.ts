import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseUserData } from '../../domain/data/userData';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { normaliseSharePayload } from '../../domain/share/normalise';
import { normaliseOffThread } from './richText';

const piece = fc.oneof(
  fc.constantFrom('<b>', '</b>', '<i>', '</i>', '<sup>', '</sup>', '<br>', '\n', 'x'),
  fc.constantFrom('<span>', '</span>', '<p>', '<table><td>', '<b onclick=1>', '<!--', '&', '&amp;', '<', '\u00a0', '<script>a</script>'),
  fc.string({ maxLength: 4 }),
);
const richText = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));
/** Longer than a label may be once cleaned, so that the cut-and-clean-again path is taken. */
const longText = fc.tuple(richText, fc.integer({ min: 990, max: 1010 })).map(([text, n]) => `<span>${'é'.repeat(n)}</span>${text}`);
const NOW = 1_700_000_000_000;

describe('normaliseOffThread', () => {
  it('gives exactly what the normaliser gives with DOMPurify in process, for documents and shares', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(richText, { minLength: 1, maxLength: 6 }), fc.array(fc.oneof(richText, longText), { maxLength: 4 }), async (texts, labels) => {
        const doc = {
          subjects: [{ id: 's', name: 'S', chapters: [{ id: 'c', name: 'C' }] }],
          cards: { 's.c': texts.map((text, i) => ({ id: `k${i}`, answer: 'a', text })) },
          mindMaps: { 's.c': [{ id: 'm', nodes: labels.map((label, i) => ({ id: `n${i}`, label, annotation: texts[0] })), edges: [] }] },
        };
        expect(await normaliseOffThread(() => normaliseUserData(doc, NOW))).toEqual(normaliseUserData(doc, NOW));
        const share = { type: 'mindmap-set', map: doc.mindMaps['s.c'][0] };
        expect(await normaliseOffThread(() => normaliseSharePayload(share, NOW))).toEqual(normaliseSharePayload(share, NOW));
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it('refuses more distinct texts to clean than one request may ask, before cleaning any', async () => {
    const cards = Array.from({ length: limits.richTextRepairsPerRequest + 1 }, (_, i) => ({ id: `k${i}`, answer: 'a', text: `<p>${i}</p>` }));
    const doc = { subjects: [{ id: 's', name: 'S', chapters: [{ id: 'c', name: 'C' }] }], cards: { 's.c': cards } };
    await expect(normaliseOffThread(() => normaliseUserData(doc, NOW))).rejects.toMatchObject({
      statusCode: 413,
      message: messages.richTextTooComplex(limits.richTextRepairsPerRequest),
    });
  });
});
