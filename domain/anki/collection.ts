import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { AnkiRefused } from './errors';
import { protoBytes, protoNumber, readMessage } from './protobuf';

/** Deeper deck trees are refused: Anki's own tree is a few levels deep, a thousand is a hostile file. */
export const MAX_DECK_DEPTH = 32;

/** Note types' original stock kind (proto/anki/notetypes.proto, StockNotetype.OriginalStockKind). */
export const STOCK_KIND = { unknown: 0, basic: 1, basicReversed: 2, basicOptionalReversed: 3, basicTyping: 4, cloze: 5, imageOcclusion: 6 } as const;

export interface AnkiDeck {
  id: number;
  /** Names from the top deck down. */
  path: string[];
  filtered: boolean;
}

export interface AnkiNotetype {
  id: number;
  name: string;
  cloze: boolean;
  stockKind: number;
  fields: string[];
}

export interface AnkiNote {
  id: number;
  notetypeId: number;
  fields: string[];
}

export interface AnkiCard {
  id: number;
  noteId: number;
  /** The home deck (a card in a filtered deck counts in its original one). */
  deckId: number;
  ord: number;
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  /** `cards.data` JSON: the FSRS memory when Anki had FSRS on (`s`, `d`). */
  data: string;
}

export interface AnkiReview {
  /** Milliseconds since 1970. */
  id: number;
  cardId: number;
  /** 1–4, 0 for a manual entry. */
  ease: number;
  ivl: number;
  factor: number;
  /** 0 learning, 1 review, 2 relearning, 3 filtered (cramming), 4 manual, 5 rescheduled. */
  type: number;
}

export interface AnkiCollection {
  schema: number;
  decks: Map<number, AnkiDeck>;
  notetypes: Map<number, AnkiNotetype>;
  notes: AnkiNote[];
  cards: AnkiCard[];
  reviews: AnkiReview[];
}

const utf8 = new TextDecoder('utf-8');
const SQLITE_MAGIC = 'SQLite format 3\u0000';

function rows(db: Database, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

const num = (value: SqlValue | undefined): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);
const text = (value: SqlValue | undefined): string =>
  typeof value === 'string' ? value : value instanceof Uint8Array ? utf8.decode(value) : value == null ? '' : String(value);
const blob = (value: SqlValue | undefined): Uint8Array => (value instanceof Uint8Array ? value : new Uint8Array());

function deckPath(names: string[]): string[] {
  if (names.length > MAX_DECK_DEPTH) throw new AnkiRefused('too-deep', `${names.length} levels`);
  return names.map((name) => name.trim() || '—');
}

function asObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new AnkiRefused('not-sqlite', 'col JSON');
}

/** Schema 11 keeps note types and decks as JSON in `col` (rslib/src/storage/schema11.sql). */
function readSchema11(db: Database, into: AnkiCollection): void {
  const [row] = rows(db, 'select models, decks from col');
  if (!row) throw new AnkiRefused('not-sqlite', 'no col row');
  for (const raw of Object.values(asObject(text(row[0])))) {
    const model = raw as Record<string, unknown>;
    const fields = Array.isArray(model.flds) ? model.flds : [];
    into.notetypes.set(num(model.id as number), {
      id: num(model.id as number),
      name: String(model.name ?? ''),
      cloze: model.type === 1,
      stockKind: num(model.originalStockKind as number),
      fields: fields
        .map((field) => field as { name?: unknown; ord?: unknown })
        .sort((a, b) => num(a.ord as number) - num(b.ord as number))
        .map((field) => String(field.name ?? '')),
    });
  }
  for (const raw of Object.values(asObject(text(row[1])))) {
    const deck = raw as Record<string, unknown>;
    into.decks.set(num(deck.id as number), { id: num(deck.id as number), path: deckPath(String(deck.name ?? '').split('::')), filtered: deck.dyn === 1 });
  }
}

/** Schema 15 on: tables, their config columns protobuf (proto/anki/notetypes.proto, decks.proto). */
function readSchema15(db: Database, into: AnkiCollection): void {
  const fields = new Map<number, string[]>();
  for (const [ntid, ord, name] of rows(db, 'select ntid, ord, name from fields')) {
    const list = fields.get(num(ntid)) ?? [];
    list[num(ord)] = text(name);
    fields.set(num(ntid), list);
  }
  for (const [id, name, config] of rows(db, 'select id, name, config from notetypes')) {
    const message = readMessage(blob(config));
    into.notetypes.set(num(id), {
      id: num(id),
      name: text(name),
      cloze: protoNumber(message, 1) === 1,
      stockKind: protoNumber(message, 9),
      fields: Array.from(fields.get(num(id)) ?? [], (field) => field ?? ''),
    });
  }
  for (const [id, name, kind] of rows(db, 'select id, name, kind from decks')) {
    // DeckKindContainer: field 1 a normal deck, field 2 a filtered one.
    const filtered = protoBytes(readMessage(blob(kind)), 2) !== null;
    into.decks.set(num(id), { id: num(id), path: deckPath(text(name).split('\u001f')), filtered });
  }
}

/**
 * Reads a collection with sql.js. Anki declares some columns `COLLATE unicase`, a collation sql.js
 * does not have: the schema is rewritten in this in-memory copy before anything is read.
 */
export function readCollection(SQL: SqlJsStatic, bytes: Uint8Array): AnkiCollection {
  if (bytes.length < 100 || utf8.decode(bytes.subarray(0, 16)) !== SQLITE_MAGIC) throw new AnkiRefused('not-sqlite');
  let db: Database | null = null;
  try {
    db = new SQL.Database(bytes);
    db.run(
      "PRAGMA writable_schema=ON; UPDATE sqlite_master SET sql = replace(replace(sql, 'collate unicase', ''), 'COLLATE unicase', '') WHERE sql LIKE '%unicase%'; PRAGMA writable_schema=RESET;",
    );
    const schema = num(rows(db, 'select ver from col')[0]?.[0]);
    const collection: AnkiCollection = { schema, decks: new Map(), notetypes: new Map(), notes: [], cards: [], reviews: [] };
    if (schema >= 15) readSchema15(db, collection);
    else readSchema11(db, collection);
    for (const [id, mid, flds] of rows(db, 'select id, mid, flds from notes')) {
      collection.notes.push({ id: num(id), notetypeId: num(mid), fields: text(flds).split('\u001f') });
    }
    const cardRows = rows(db, 'select id, nid, did, odid, ord, type, queue, due, ivl, factor, reps, lapses, data from cards');
    for (const [id, nid, did, odid, ord, type, queue, due, ivl, factor, reps, lapses, data] of cardRows) {
      collection.cards.push({
        id: num(id),
        noteId: num(nid),
        deckId: num(odid) || num(did),
        ord: num(ord),
        type: num(type),
        queue: num(queue),
        due: num(due),
        ivl: num(ivl),
        factor: num(factor),
        reps: num(reps),
        lapses: num(lapses),
        data: text(data),
      });
    }
    for (const [id, cid, ease, ivl, factor, type] of rows(db, 'select id, cid, ease, ivl, factor, type from revlog order by id')) {
      collection.reviews.push({ id: num(id), cardId: num(cid), ease: num(ease), ivl: num(ivl), factor: num(factor), type: num(type) });
    }
    return collection;
  } catch (error) {
    if (error instanceof AnkiRefused) throw error;
    throw new AnkiRefused('not-sqlite', String(error));
  } finally {
    db?.close();
  }
}
