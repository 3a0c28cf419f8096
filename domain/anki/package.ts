import { unzipSync, type Unzipped } from 'fflate';
import { Decompress } from 'fzstd';
import { AnkiRefused } from './errors';
import { protoNumber, protoRepeated, protoString, readMessage } from './protobuf';

/** Anki's package layouts (proto/anki/import_export.proto, PackageMetadata.Version). */
export type PackageVersion = 1 | 2 | 3;

/** What a package may unpack to: a zip bomb is refused before anything is inflated. */
export const PACKAGE_CAPS = {
  /** All entries together, inflated (the collection and every media file). */
  totalBytes: 768 * 1024 * 1024,
  /** Inflated size over stored size, for an entry past `ratioFloor` (a SQLite file deflates about tenfold). */
  ratio: 100,
  ratioFloor: 4 * 1024 * 1024,
  /** Media files kept. */
  mediaFiles: 50_000,
};

export interface UnpackedPackage {
  version: PackageVersion;
  /** The SQLite bytes of the collection. */
  collection: Uint8Array;
  /** Media file name (as notes refer to it) → its zip entry. */
  mediaEntries: Map<string, string>;
}

const COLLECTION_FILE: Record<PackageVersion, string> = {
  1: 'collection.anki2',
  2: 'collection.anki21',
  3: 'collection.anki21b',
};

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Inflates the zip entries `wanted` names, refusing declared sizes past the caps first. */
function unzipEntries(bytes: Uint8Array, wanted: (name: string) => boolean, budget: { left: number }): Unzipped {
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        if (file.originalSize > PACKAGE_CAPS.ratioFloor && file.originalSize > file.size * PACKAGE_CAPS.ratio) {
          throw new AnkiRefused('too-large', `${file.name} inflates ${file.originalSize} from ${file.size}`);
        }
        budget.left -= file.originalSize;
        if (budget.left < 0) throw new AnkiRefused('too-large', 'total size');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AnkiRefused) throw error;
    throw new AnkiRefused('not-zip', String(error));
  }
}

/** A zstd frame inflated, stopped as soon as it passes `budget` (the frame's own size claim is not trusted). */
export function unzstd(bytes: Uint8Array, budget: { left: number }): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) throw new AnkiRefused('too-large', 'zstd total size');
    chunks.push(chunk);
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof AnkiRefused) throw error;
    throw new AnkiRefused('not-zip', `zstd: ${String(error)}`);
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A media name as a note refers to it: a plain file name. One that climbs out of a folder or names
 * a path refuses the whole package (Anki itself never writes one).
 */
export function checkMediaName(name: string): string {
  if (!name || name === '.' || name === '..' || /[/\\]/.test(name) || name.includes('\u0000') || name.length > 255) {
    throw new AnkiRefused('unsafe-name', name.slice(0, 80));
  }
  return name;
}

/** The media list: zip entry → name (JSON in layouts 1 and 2, a zstd protobuf list in layout 3). */
function mediaMap(version: PackageVersion, entry: Uint8Array | undefined, budget: { left: number }): Map<string, string> {
  const map = new Map<string, string>();
  if (!entry || entry.length === 0) return map;
  if (version === 3) {
    const entries = protoRepeated(readMessage(unzstd(entry, budget)), 1);
    for (const [index, bytes] of entries.entries()) {
      const media = readMessage(bytes);
      const legacy = media.get(255);
      const zipName = legacy ? String(protoNumber(media, 255)) : String(index);
      map.set(checkMediaName(protoString(media, 1)), zipName);
    }
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(utf8.decode(entry));
    } catch {
      throw new AnkiRefused('not-zip', 'media list is not JSON');
    }
    if (typeof parsed !== 'object' || parsed === null) throw new AnkiRefused('not-zip', 'media list');
    for (const [zipName, name] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof name === 'string') map.set(checkMediaName(name), zipName);
    }
  }
  if (map.size > PACKAGE_CAPS.mediaFiles) throw new AnkiRefused('too-large', 'media count');
  return map;
}

/**
 * Opens an `.apkg` / `.colpkg`: its `meta` entry says the layout (rslib package/meta.rs: without
 * one, `collection.anki21` means layout 2, else layout 1), which names the collection file — never
 * the dummy `collection.anki2` a current export also carries. Layout 3 compresses the collection,
 * the media list and each media file with zstd.
 */
export function unpackAnki(bytes: Uint8Array): UnpackedPackage & { budget: { left: number }; zip: Uint8Array } {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new AnkiRefused('not-zip');
  const budget = { left: PACKAGE_CAPS.totalBytes };
  const head = unzipEntries(bytes, (name) => name === 'meta' || name === 'media' || name.startsWith('collection.anki2'), budget);
  let version: PackageVersion;
  if (head.meta) {
    const declared = protoNumber(readMessage(head.meta), 1);
    if (declared < 1 || declared > 3) throw new AnkiRefused('too-new', `meta version ${declared}`);
    version = declared as PackageVersion;
  } else version = head['collection.anki21'] ? 2 : 1;
  const stored = head[COLLECTION_FILE[version]];
  if (!stored) throw new AnkiRefused('no-collection');
  const collection = version === 3 ? unzstd(stored, budget) : stored;
  return { version, collection, mediaEntries: mediaMap(version, head.media, budget), budget, zip: bytes };
}

/** The bytes of the media files `names` (those the import uses), inflated within the package's budget. */
export function readMedia(unpacked: ReturnType<typeof unpackAnki>, names: Iterable<string>): Map<string, Uint8Array> {
  const byEntry = new Map<string, string>();
  for (const name of names) {
    const entry = unpacked.mediaEntries.get(name);
    if (entry !== undefined) byEntry.set(entry, name);
  }
  const media = new Map<string, Uint8Array>();
  if (byEntry.size === 0) return media;
  const files = unzipEntries(unpacked.zip, (name) => byEntry.has(name), unpacked.budget);
  for (const [entry, bytes] of Object.entries(files)) {
    media.set(byEntry.get(entry)!, unpacked.version === 3 ? unzstd(bytes, unpacked.budget) : bytes);
  }
  return media;
}
