import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPackage, STOCK_NOTETYPES } from '../../tests/anki/buildPackage';
import { sampleCollection } from '../../tests/anki/sampleCollection';
import { AnkiRefused } from './errors';
import { readAnkiImport } from './read';
import { writeMessage } from './protobuf';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AnkiRefused) return error.refusal;
    throw error;
  }
  return 'accepted';
}

describe.each([1, 2, 3] as const)('an Anki package in layout %i', { timeout: 20_000 }, (layout) => {
  it('reads the deck tree, the four kinds of notes, the images and the history', () => {
    const read = readAnkiImport(SQL, buildPackage(SQL, sampleCollection(), layout));
    expect(read.version).toBe(layout);
    expect(read.schema).toBe(layout === 3 ? 18 : 11);
    expect(read.plan.notes).toEqual({ basic: 9, cloze: 6, occlusion: 2, other: 3 });
    expect(read.plan.chapters.map((c) => [c.subject, c.chapter])).toEqual([
      ['Anatomie', 'Membre supérieur'],
      ['Anatomie', 'Tête › Crâne'],
    ]);
    const [arm, skull] = read.plan.chapters;
    // 8 basic cards + the reversed card's second side + 2 other-type cards.
    expect(arm!.cards).toHaveLength(11);
    expect(arm!.cards.find((card) => card.answers[0] === 'Biceps brachial')?.text).toBe('Muscle <b>fléchisseur</b> du coude');
    expect(arm!.cards.find((card) => card.answers[0] === 'Scapula')?.text).toBe('Omoplate');
    expect(arm!.cards.find((card) => card.answers[0] === 'Main')).toMatchObject({ text: '', image: 'main.png' });
    expect(arm!.cards.find((card) => card.answers[0] === 'Ulna')?.text).toBe('Os médial de l’avant-bras');
    expect(read.plan.otherTypes).toEqual(['Vocabulaire']);
    expect([...read.images.keys()].sort()).toEqual(['coude.png', 'crane.png', 'main.png']);
    expect(read.plan.imageBytes).toBe([...read.images.values()].reduce((sum, bytes) => sum + bytes.length, 0));
    expect(skull!.boards).toHaveLength(1);
    expect(arm!.boards).toHaveLength(1);
    expect(read.history.get(1000)?.reviews.map((review) => review.ease)).toEqual([3, 3, 3, 3, 0]);
  });
});

describe('cloze notes', () => {
  it('make one card per cloze number, with the hint, nesting and several ordinals', () => {
    const read = readAnkiImport(SQL, buildPackage(SQL, sampleCollection(), 2));
    const cards = read.plan.chapters[1]!.cards.map((card) => [card.text, card.answers[0]]);
    expect(cards).toEqual(
      expect.arrayContaining([
        ['Le […] et les deux pariétaux', 'frontal'],
        ['Le frontal et les deux […]', 'pariétaux'],
        ['L’os [os de la nuque] porte le foramen magnum', 'occipital'],
        ['[…] au centre', 'Sphénoïde selle turcique'],
        ['Sphénoïde […] au centre', 'selle turcique'],
        ['[…] entre les orbites, lame criblée', 'Ethmoïde'],
        ['Ethmoïde entre les orbites, […]', 'lame criblée'],
      ]),
    );
    // c1 and c2 of « {{c1,2::Ethmoïde}} » ask the same thing: both cards carry it.
    expect(cards.filter(([, answer]) => answer === 'Ethmoïde')).toHaveLength(2);
  });
});

describe('image occlusion notes', () => {
  it('make a board: one legend per cloze number, shapes of a number joined, names from text shapes', () => {
    const read = readAnkiImport(SQL, buildPackage(SQL, sampleCollection(), 3));
    const board = read.plan.chapters[1]!.boards[0]!;
    expect(board.title).toBe('Crâne de face');
    expect(board.image).toBe('crane.png');
    expect(board.legends.map((legend) => [legend.label, legend.unnamed])).toEqual([
      ['Frontal', false],
      ['Zone 1', true],
      ['Maxillaire', false],
      ['Zone 2', true],
    ]);
    for (const legend of board.legends) {
      expect(legend.points.length).toBeGreaterThanOrEqual(3);
      expect(legend.points.length).toBeLessThanOrEqual(10);
      for (const point of legend.points) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(1);
      }
    }
    // Two overlapping rectangles of c1 are one zone spanning both.
    const xs = board.legends[0]!.points.map((p) => p.x);
    expect(Math.min(...xs)).toBeCloseTo(0.1);
    expect(Math.max(...xs)).toBeCloseTo(0.45);
    expect(board.legends[0]!.ankiCardIds).toEqual([1140]);
    expect(read.plan.unnamedLegends).toBe(3);
  });

  it('reads the pixel coordinates of Anki 23.10 with the image size', () => {
    const read = readAnkiImport(SQL, buildPackage(SQL, sampleCollection(), 1));
    const legend = read.plan.chapters[0]!.boards[0]!.legends[0]!;
    const xs = legend.points.map((p) => p.x);
    const ys = legend.points.map((p) => p.y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)].map((v) => Math.round(v * 1000) / 1000)).toEqual([0.2, 0.6, 0.167, 0.667]);
  });
});

describe('hostile packages are refused whole', { timeout: 20_000 }, () => {
  const fixture = () => ({ decks: [{ id: 1, name: 'A' }], notetypes: [STOCK_NOTETYPES.basic], notes: [{ id: 5, notetypeId: 1001, fields: ['Q', 'R'], cards: [{ id: 50, ord: 0, deckId: 1 }] }] });

  it('a file that is not a zip', () => {
    expect(refusal(() => readAnkiImport(SQL, new TextEncoder().encode('not a package at all')))).toBe('not-zip');
    expect(refusal(() => readAnkiImport(SQL, new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])))).toBe('not-zip');
  });

  it('a zip bomb', () => {
    const bomb = zipSync({ 'collection.anki2': [new Uint8Array(8 * 1024 * 1024), { level: 9 }] });
    expect(bomb.length).toBeLessThan(50_000);
    expect(refusal(() => readAnkiImport(SQL, bomb))).toBe('too-large');
  });

  it('a media name that climbs out of its folder', () => {
    const files = { ...fixture(), media: [{ name: '../../evil.png', bytes: new Uint8Array([1]) }] };
    for (const layout of [2, 3] as const) expect(refusal(() => readAnkiImport(SQL, buildPackage(SQL, files, layout)))).toBe('unsafe-name');
  });

  it('a thousand-level deck tree', () => {
    const name = Array.from({ length: 1000 }, (_, i) => `D${i}`).join('::');
    for (const layout of [1, 3] as const) {
      expect(refusal(() => readAnkiImport(SQL, buildPackage(SQL, { ...fixture(), decks: [{ id: 1, name }] }, layout)))).toBe('too-deep');
    }
  });

  it('malformed protobuf', () => {
    const good = buildPackage(SQL, fixture(), 2);
    const meta = zipSync({ meta: new Uint8Array([0x08]), 'collection.anki21': new Uint8Array(10) });
    expect(refusal(() => readAnkiImport(SQL, meta))).toBe('protobuf');
    const media = zipSync({ meta: writeMessage([[1, 3]]), media: new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38, 0x19, 0, 0, 0x0a, 0x7f, 0x01]), 'collection.anki21b': new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0, 0x38, 1, 0, 0]) });
    expect(refusal(() => readAnkiImport(SQL, media))).toBe('protobuf');
    expect(refusal(() => readAnkiImport(SQL, good))).toBe('accepted');
  });

  it('a collection that is not SQLite', () => {
    const fake = zipSync({ 'collection.anki21': new TextEncoder().encode('SQLite format 3\u0000'.padEnd(4096, 'x')), meta: writeMessage([[1, 2]]) });
    expect(refusal(() => readAnkiImport(SQL, fake))).toBe('not-sqlite');
    const text = zipSync({ 'collection.anki2': new TextEncoder().encode('hello') });
    expect(refusal(() => readAnkiImport(SQL, text))).toBe('not-sqlite');
  });

  it('a package of a newer Anki, and one without a collection', () => {
    expect(refusal(() => readAnkiImport(SQL, zipSync({ meta: writeMessage([[1, 4]]) })))).toBe('too-new');
    expect(refusal(() => readAnkiImport(SQL, zipSync({ meta: writeMessage([[1, 3]]) })))).toBe('no-collection');
  });
});
