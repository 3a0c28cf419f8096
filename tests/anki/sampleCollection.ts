import { zlibSync } from 'fflate';
import { STOCK_NOTETYPES, type FixtureCollection, type FixtureNote, type FixtureReview } from './buildPackage';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG of one colour (a browser shows it, Mnémo's upload accepts it). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(rgb, y * (1 + width * 3) + 1 + x * 3);
  }
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlibSync(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const DAY = 86_400_000;
/** The first review day of the sample history. */
export const HISTORY_START = Date.UTC(2026, 0, 5, 9);

/** A card's reviews: learning, then reviews on the given days, rated `ease`. */
function history(cardId: number, days: number[], ease = 3): FixtureReview[] {
  return days.map((day, index) => ({ id: HISTORY_START + day * DAY + cardId % 1000, cardId, ease, ivl: index === 0 ? 0 : days[index]! - days[index - 1]!, type: index === 0 ? 0 : 1 }));
}

/**
 * The sample collection of the tests: a two-level deck tree (« Anatomie » › « Membre supérieur »,
 * « Anatomie » › « Tête » › « Crâne »), 20 notes of 4 kinds (basic, reversed and type-in; cloze in
 * every form; image occlusion with every shape; another note type), 3 images and a review history.
 */
export function sampleCollection(): FixtureCollection {
  const arm = 10;
  const skull = 11;
  const other = { id: 1006, name: 'Vocabulaire', cloze: false, stockKind: 0, fields: ['Mot', 'Définition', 'Exemple'], templates: ['Carte'] };
  const notes: FixtureNote[] = [];
  let next = 100;
  const note = (notetypeId: number, fields: string[], deckId: number, ords: number[]) => {
    const id = next++;
    notes.push({ id, notetypeId, fields, cards: ords.map((ord) => ({ id: id * 10 + ord, ord, deckId })) });
  };
  const basics: Array<[string, string]> = [
    ['Os du bras', 'Humérus'],
    ['Muscle <b>fléchisseur</b> du coude', 'Biceps brachial'],
    ['Nerf du <i>canal carpien</i>', 'Nerf médian'],
    ['Os latéral de l’avant-bras', 'Radius'],
    ['<div>Os médial de l’avant-bras</div>', '<div>Ulna</div>'],
    ['<img src="main.png">', 'Main'],
  ];
  for (const [front, back] of basics) note(STOCK_NOTETYPES.basic.id, [front, back], arm, [0]);
  note(STOCK_NOTETYPES.reversed.id, ['Scapula', 'Omoplate'], arm, [0, 1]);
  note(STOCK_NOTETYPES.typing.id, ['Articulation de l’épaule', 'Gléno-humérale'], arm, [0]);
  note(STOCK_NOTETYPES.cloze.id, ['Le {{c1::frontal}} et les deux {{c2::pariétaux}}', ''], skull, [0, 1]);
  note(STOCK_NOTETYPES.cloze.id, ['L’os {{c1::occipital::os de la nuque}} porte le foramen magnum', ''], skull, [0]);
  note(STOCK_NOTETYPES.cloze.id, ['{{c1::Sphénoïde {{c2::selle turcique}}}} au centre', ''], skull, [0, 1]);
  note(STOCK_NOTETYPES.cloze.id, ['{{c1,2::Ethmoïde}} entre les orbites, {{c3::lame criblée}}', ''], skull, [0, 1, 2]);
  note(STOCK_NOTETYPES.cloze.id, ['Le {{c1::temporal}} loge l’oreille', ''], skull, [0]);
  note(STOCK_NOTETYPES.cloze.id, ['La {{c1::mandibule}} est le seul os mobile', ''], skull, [0]);
  note(
    STOCK_NOTETYPES.occlusion.id,
    [
      '{{c1::image-occlusion:rect:left=.1:top=.1:width=.2:height=.2:oi=1}}' +
        '{{c1::image-occlusion:rect:left=.25:top=.15:width=.2:height=.2:oi=1}}' +
        '{{c2::image-occlusion:ellipse:left=.6:top=.1:width=.2:height=.3:rx=.1:ry=.15:oi=1}}' +
        '{{c3::image-occlusion:polygon:points=.1,.6 .3,.55 .4,.7 .35,.9 .15,.85:oi=1}}' +
        '{{c4::image-occlusion:rect:left=.6:top=.6:width=.1:height=.1:oi=1}}' +
        '{{c1::image-occlusion:text:left=.15:top=.2:text=Frontal:scale=1:fs=.05}}' +
        '{{c3::image-occlusion:text:left=.2:top=.7:text=Maxillaire:scale=1:fs=.05}}',
      '<img src="crane.png">',
      'Crâne de face',
      '',
      '',
    ],
    skull,
    [0, 1, 2, 3],
  );
  note(STOCK_NOTETYPES.occlusion.id, ['{{c1::image-occlusion:rect:left=20:top=10:width=40:height=30}}', '<img src="coude.png">', 'Coude', '', ''], arm, [0]);
  note(other.id, ['Diaphyse', 'Corps d’un os long', 'Diaphyse humérale'], arm, [0]);
  note(other.id, ['Épiphyse', 'Extrémité d’un os long', ''], arm, [0]);
  note(other.id, ['Apophyse', 'Saillie osseuse', ''], skull, [0]);
  note(STOCK_NOTETYPES.basic.id, ['Suture entre frontal et pariétaux', 'Coronale'], skull, [0]);
  // Due dates: the first cards were reviewed over weeks.
  const reviews = [
    ...history(1000, [0, 1, 4, 12]),
    ...history(1010, [0, 1, 3, 9, 25]),
    ...history(1020, [0, 2, 6], 4),
    ...history(1080, [0, 1, 5, 14]),
    ...history(1140, [0, 1, 5]),
    // A cramming entry (filtered deck, no rating) is left out of the memory.
    { id: HISTORY_START + 20 * DAY, cardId: 1000, ease: 0, ivl: 0, type: 3 },
  ];
  return {
    decks: [
      { id: 1, name: 'Default' },
      { id: 2, name: 'Anatomie' },
      { id: 3, name: 'Anatomie::Tête' },
      { id: arm, name: 'Anatomie::Membre supérieur' },
      { id: skull, name: 'Anatomie::Tête::Crâne' },
    ],
    notetypes: [...Object.values(STOCK_NOTETYPES), other],
    notes,
    reviews,
    media: [
      { name: 'main.png', bytes: solidPng(40, 30, [200, 120, 90]) },
      { name: 'crane.png', bytes: solidPng(200, 160, [230, 220, 200]) },
      { name: 'coude.png', bytes: solidPng(100, 60, [150, 180, 210]) },
      { name: 'son.mp3', bytes: new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]) },
    ],
  };
}
