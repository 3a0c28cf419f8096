import { zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import { writeMessage } from '../../domain/anki/protobuf';

/**
 * Builds Anki packages for tests and benchmarks, from the tables of Anki's own schema
 * (rslib/src/storage/schema11.sql, and the upgrades to schema 18 for the latest layout), with the
 * `collate unicase` columns Anki declares.
 */
export interface FixtureNotetype {
  id: number;
  name: string;
  cloze: boolean;
  stockKind: number;
  fields: string[];
  templates: string[];
}

export interface FixtureNote {
  id: number;
  notetypeId: number;
  fields: string[];
  cards: FixtureCard[];
}

export interface FixtureCard {
  id: number;
  ord: number;
  deckId: number;
  type?: number;
  queue?: number;
  due?: number;
  ivl?: number;
  factor?: number;
  reps?: number;
  lapses?: number;
  data?: string;
  /** Filtered deck the card sits in (its home deck is `deckId`). */
  filteredDeckId?: number;
}

export interface FixtureReview {
  id: number;
  cardId: number;
  ease: number;
  ivl: number;
  lastIvl?: number;
  factor?: number;
  time?: number;
  type: number;
}

export interface FixtureCollection {
  decks: Array<{ id: number; name: string; filtered?: boolean }>;
  notetypes: FixtureNotetype[];
  notes: FixtureNote[];
  reviews?: FixtureReview[];
  media?: Array<{ name: string; bytes: Uint8Array }>;
}

export const STOCK_NOTETYPES = {
  basic: { id: 1001, name: 'Basic', cloze: false, stockKind: 1, fields: ['Front', 'Back'], templates: ['Card 1'] },
  reversed: { id: 1002, name: 'Basic (and reversed card)', cloze: false, stockKind: 2, fields: ['Front', 'Back'], templates: ['Card 1', 'Card 2'] },
  typing: { id: 1003, name: 'Basic (type in the answer)', cloze: false, stockKind: 4, fields: ['Front', 'Back'], templates: ['Card 1'] },
  cloze: { id: 1004, name: 'Cloze', cloze: true, stockKind: 5, fields: ['Text', 'Back Extra'], templates: ['Cloze'] },
  occlusion: {
    id: 1005,
    name: 'Image Occlusion',
    cloze: true,
    stockKind: 6,
    fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'],
    templates: ['Image Occlusion'],
  },
} satisfies Record<string, FixtureNotetype>;

const SCHEMA_11 = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

/** The tables schema 14 and 15 add (notetypes, fields, templates and decks move out of `col`). */
const SCHEMA_18_TABLES = `
create table deck_config (id integer primary key not null, name text not null, mtime_secs integer not null, usn integer not null, config blob not null);
create table config (key text not null primary key, usn integer not null, mtime_secs integer not null, val blob not null) without rowid;
create table tags (tag text not null primary key, usn integer not null) without rowid;
create table fields (ntid integer not null, ord integer not null, name text not null, config blob not null, primary key (ntid, ord)) without rowid;
create unique index idx_fields_name_ntid on fields (name, ntid);
create table templates (ntid integer not null, ord integer not null, name text not null, mtime_secs integer not null, usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
create unique index idx_templates_name_ntid on templates (name, ntid);
create table notetypes (id integer not null primary key, name text not null, mtime_secs integer not null, usn integer not null, config blob not null);
create unique index idx_notetypes_name on notetypes (name);
create table decks (name text not null primary key, id integer not null, mtime_secs integer not null, usn integer not null, common bytes not null, kind bytes not null);
create unique index idx_decks_id on decks (id);
`;

/** The columns Anki declares `collate unicase`, written into the schema as Anki's own files hold it. */
const UNICASE_COLUMNS: Array<[string, string]> = [
  ['deck_config', 'name text not null'],
  ['tags', 'tag text not null primary key'],
  ['fields', 'name text not null'],
  ['templates', 'name text not null'],
  ['notetypes', 'name text not null'],
  ['decks', 'name text not null primary key'],
];

function collection(SQL: SqlJsStatic, fixture: FixtureCollection, schema: 11 | 18): Uint8Array {
  const db = new SQL.Database();
  db.run(SCHEMA_11);
  const models: Record<string, unknown> = {};
  const decks: Record<string, unknown> = {};
  if (schema === 11) {
    for (const nt of fixture.notetypes) {
      models[nt.id] = {
        id: nt.id,
        name: nt.name,
        type: nt.cloze ? 1 : 0,
        ...(nt.stockKind ? { originalStockKind: nt.stockKind } : {}),
        flds: nt.fields.map((name, ord) => ({ name, ord })),
        tmpls: nt.templates.map((name, ord) => ({ name, ord, qfmt: '', afmt: '' })),
      };
    }
    for (const deck of fixture.decks) decks[deck.id] = { id: deck.id, name: deck.name, dyn: deck.filtered ? 1 : 0 };
  }
  db.run('insert into col values (1, 0, 0, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [schema, '{}', JSON.stringify(models), JSON.stringify(decks), '{}', '{}']);
  if (schema === 18) {
    db.run(SCHEMA_18_TABLES);
    for (const nt of fixture.notetypes) {
      db.run('insert into notetypes values (?, ?, 0, 0, ?)', [nt.id, nt.name, writeMessage([[1, nt.cloze ? 1 : 0], [9, nt.stockKind]])]);
      nt.fields.forEach((name, ord) => db.run('insert into fields values (?, ?, ?, ?)', [nt.id, ord, name, new Uint8Array()]));
      nt.templates.forEach((name, ord) => db.run('insert into templates values (?, ?, ?, 0, 0, ?)', [nt.id, ord, name, new Uint8Array()]));
    }
    for (const deck of fixture.decks) {
      const kind = writeMessage([[deck.filtered ? 2 : 1, new Uint8Array()]]);
      db.run('insert into decks values (?, ?, 0, 0, ?, ?)', [deck.name.split('::').join('\u001f'), deck.id, new Uint8Array(), kind]);
    }
    db.run(
      'PRAGMA writable_schema=ON;' +
        UNICASE_COLUMNS.map(([table, column]) => `UPDATE sqlite_master SET sql = replace(sql, '${column}', '${column} collate unicase') WHERE name = '${table}';`).join('') +
        'PRAGMA writable_schema=RESET;',
    );
  }
  for (const note of fixture.notes) {
    db.run('insert into notes values (?, ?, ?, 0, 0, \'\', ?, 0, 0, 0, \'\')', [note.id, `g${note.id}`, note.notetypeId, note.fields.join('\u001f')]);
    for (const card of note.cards) {
      db.run('insert into cards values (?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, 0, ?)', [
        card.id,
        note.id,
        card.filteredDeckId ?? card.deckId,
        card.ord,
        card.type ?? 0,
        card.queue ?? 0,
        card.due ?? 0,
        card.ivl ?? 0,
        card.factor ?? 0,
        card.reps ?? 0,
        card.lapses ?? 0,
        card.filteredDeckId ? card.deckId : 0,
        card.data ?? '',
      ]);
    }
  }
  for (const review of fixture.reviews ?? []) {
    db.run('insert into revlog values (?, ?, 0, ?, ?, ?, ?, ?, ?)', [review.id, review.cardId, review.ease, review.ivl, review.lastIvl ?? 0, review.factor ?? 0, review.time ?? 5000, review.type]);
  }
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A zstd frame of raw blocks: what fzstd reads, without a compressor (Node 20 has none). */
export function zstdFrame(bytes: Uint8Array): Uint8Array {
  const BLOCK = 128 * 1024;
  const blocks = Math.max(1, Math.ceil(bytes.length / BLOCK));
  const out = new Uint8Array(6 + blocks * 3 + bytes.length);
  // Magic, a descriptor without content size, a 128 KiB window.
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38]);
  let at = 6;
  for (let i = 0; i < blocks; i++) {
    const chunk = bytes.subarray(i * BLOCK, (i + 1) * BLOCK);
    const header = (chunk.length << 3) | (i === blocks - 1 ? 1 : 0);
    out.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff], at);
    out.set(chunk, at + 3);
    at += 3 + chunk.length;
  }
  return out;
}

/** A package in layout 1 (`collection.anki2`), 2 (`collection.anki21`) or 3 (`collection.anki21b`, zstd, protobuf media list, with the dummy `collection.anki2`). */
export function buildPackage(SQL: SqlJsStatic, fixture: FixtureCollection, layout: 1 | 2 | 3): Uint8Array {
  const media = fixture.media ?? [];
  const files: Record<string, Uint8Array> = {};
  media.forEach((file, index) => {
    files[String(index)] = layout === 3 ? zstdFrame(file.bytes) : file.bytes;
  });
  if (layout === 3) {
    files['collection.anki21b'] = zstdFrame(collection(SQL, fixture, 18));
    files['collection.anki2'] = collection(SQL, { decks: [{ id: 1, name: 'Default' }], notetypes: [STOCK_NOTETYPES.basic], notes: [{ id: 1, notetypeId: 1001, fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''], cards: [{ id: 1, ord: 0, deckId: 1 }] }] }, 11);
    files.meta = writeMessage([[1, 3]]);
    files.media = zstdFrame(writeMessage(media.map((file) => [1, writeMessage([[1, file.name], [2, file.bytes.length]])])));
  } else {
    files[layout === 1 ? 'collection.anki2' : 'collection.anki21'] = collection(SQL, fixture, 11);
    if (layout === 2) files.meta = writeMessage([[1, 2]]);
    files.media = new TextEncoder().encode(JSON.stringify(Object.fromEntries(media.map((file, index) => [String(index), file.name]))));
  }
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: layout === 3 ? 0 : 6 }]])));
}
