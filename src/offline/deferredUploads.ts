import { newId } from '../../domain/data/primitives';
import { deleteUpload, uploadFile } from '../api/endpoints';
import { isUnreachable, messageOf } from '../api/client';
import { syncText } from '../i18n/sync';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { deleteLocal, listLocal, localKey, writeLocal } from './localStore';

/**
 * Images picked without network (a board's diagram, a card's or a node's image) are kept on the
 * device (issue 18) and shown meanwhile from a local object URL, which the material refers to.
 * When a save is about to leave, they are uploaded first and the material's references rewritten
 * to their /uploads address: a local reference never reaches the server. After a reload each image
 * gets a new object URL, and what still referred to the old one (pending edits, drafts) is
 * rewritten to it.
 */
interface DeferredUpload {
  id: string;
  /** The image, until it is uploaded. */
  blob: Blob | null;
  /** Every object URL it had, the current one last (each page makes its own). */
  localUrls: string[];
  /** Its /uploads address once uploaded. */
  serverUrl: string | null;
}

/** An image that could not be kept on the device (it is full): told in French to the student. */
export class DeviceFullError extends Error {
  constructor() {
    super(syncText.uploadNoRoom);
    this.name = 'DeviceFullError';
  }
}

const recordName = (id: string) => `upload:${id}`;

/** The images of the signed-in account, by current object URL, and where older references lead. */
let loaded: { userId: string; ready: Promise<void> } | null = null;
const images = new Map<string, DeferredUpload>();
const aliases = new Map<string, string>();
/** Uploads under way, by image id: each image goes up once. */
const sending = new Map<string, Promise<string>>();
/** Images the server refused (quota, size): not sent again before a reload. */
const refused = new Set<string>();

function currentUser(): string | null {
  return appStore.get(userAtom)?.id ?? null;
}

function loadFor(userId: string): Promise<void> {
  if (loaded?.userId === userId) return loaded.ready;
  for (const url of images.keys()) URL.revokeObjectURL(url);
  images.clear();
  aliases.clear();
  sending.clear();
  refused.clear();
  const ready = listLocal<DeferredUpload>('uploads', userId).then(async (records) => {
    for (const [, record] of records) {
      if (!record.blob) {
        for (const url of record.localUrls) if (record.serverUrl) aliases.set(url, record.serverUrl);
        continue;
      }
      const url = URL.createObjectURL(record.blob);
      for (const old of record.localUrls) aliases.set(old, url);
      const current = { ...record, localUrls: [...record.localUrls, url] };
      images.set(url, current);
      await writeLocal('uploads', localKey(userId, recordName(record.id)), current);
    }
  });
  loaded = { userId, ready };
  return ready;
}

/** Strings of `value` (deeply) equal to a key of `map` replaced by its value; untouched parts kept as they are. */
function replaceStrings<T>(value: T, map: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (map.get(value) ?? value) as T;
  if (Array.isArray(value)) {
    const next = value.map((item: unknown) => replaceStrings(item, map));
    return (next.some((item, i) => item !== value[i]) ? next : value) as T;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      next[key] = replaceStrings(item, map);
      changed ||= next[key] !== item;
    }
    return (changed ? next : value) as T;
  }
  return value;
}

/** Local references of `value` (deeply). */
function localUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (images.has(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) localUrlsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) localUrlsIn(item, found);
  }
  return found;
}

/** `value` kept on the device by an earlier page, its images' references made current. */
export async function withLocalImages<T>(value: T): Promise<T> {
  const userId = currentUser();
  if (!userId) return value;
  await loadFor(userId);
  return aliases.size > 0 ? replaceStrings(value, aliases) : value;
}

export function isLocalImage(url: string | null): url is string {
  return url !== null && images.has(url);
}

async function asDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/** The bytes of a base64 data URL (decoded here: without network the browser may refuse to fetch it). */
function blobOf(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Keeps an image on the device for later and answers the object URL that shows it meanwhile. */
async function keepForLater(dataUrl: string, userId: string): Promise<string> {
  await loadFor(userId);
  const blob = blobOf(dataUrl);
  const id = newId();
  const url = URL.createObjectURL(blob);
  const record: DeferredUpload = { id, blob, localUrls: [url], serverUrl: null };
  if (!(await writeLocal('uploads', localKey(userId, recordName(id)), record))) {
    URL.revokeObjectURL(url);
    throw new DeviceFullError();
  }
  images.set(url, record);
  showToast(syncText.uploadKeptOffline, 'info');
  return url;
}

/**
 * Uploads an image of the material (a data URL) and answers its address: its /uploads one, or,
 * without network, a local one until it can go (the material works meanwhile).
 */
export async function uploadMaterialImage(dataUrl: string): Promise<string> {
  const userId = currentUser();
  try {
    return (await uploadFile(dataUrl)).url;
  } catch (error) {
    if (!userId || !isUnreachable(error)) throw error;
    return keepForLater(dataUrl, userId);
  }
}

/** The French words for an image that could not be uploaded nor kept: the server's, the device's, or `fallback`. */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof DeviceFullError ? error.message : messageOf(error, fallback);
}

/** Deletes an upload of this edit that is no longer wanted: a local one leaves the device. */
export function deleteMaterialUpload(url: string): Promise<unknown> {
  const image = images.get(url);
  const userId = currentUser();
  if (!image || !userId) return deleteUpload(url);
  images.delete(url);
  URL.revokeObjectURL(url);
  return deleteLocal('uploads', localKey(userId, recordName(image.id)));
}

function send(image: DeferredUpload, userId: string): Promise<string> {
  const under = sending.get(image.id);
  if (under) return under;
  const upload = (async () => {
    const { url } = await uploadFile(await asDataUrl(image.blob!));
    const done: DeferredUpload = { ...image, blob: null, serverUrl: url };
    await writeLocal('uploads', localKey(userId, recordName(image.id)), done);
    for (const local of image.localUrls) aliases.set(local, url);
    return url;
  })();
  sending.set(image.id, upload);
  // A failure may be tried again (the network came back, the quota was raised after a reload).
  upload.catch(() => sending.delete(image.id));
  return upload;
}

/**
 * Before a save leaves: the local images `data` refers to are uploaded first, and the answer is
 * `data` with their /uploads addresses. Without network this rejects as the upload did (the save
 * waits for the network); an image the server refuses (quota, size) is told once in French and
 * stays local: its references are in `held`, and the parts using them must not be sent.
 */
export async function uploadLocalImages<D>(data: D): Promise<{ data: D; held: Set<string> }> {
  const held = new Set<string>();
  const userId = currentUser();
  const urls = userId && images.size > 0 ? localUrlsIn(data) : held;
  if (!userId || urls.size === 0) return { data, held };
  const uploaded = new Map<string, string>();
  for (const url of urls) {
    const image = images.get(url)!;
    if (refused.has(image.id)) {
      held.add(url);
      continue;
    }
    try {
      uploaded.set(url, await send(image, userId));
    } catch (error) {
      if (isUnreachable(error)) throw error;
      refused.add(image.id);
      held.add(url);
      console.warn('[uploads] an image kept offline was refused', error);
      showToast(syncText.uploadRefused(messageOf(error, syncText.imageRefused)), 'error');
    }
  }
  return { data: replaceStrings(data, uploaded), held };
}

/** Whether `value` (a part's content) still refers to one of `urls`. */
export function refersTo(value: unknown, urls: ReadonlySet<string>): boolean {
  return [...localUrlsIn(value)].some((url) => urls.has(url));
}

/** Whether an image the server refused is still kept for the material. */
export function hasHeldImages(): boolean {
  return refused.size > 0;
}

const PLACEHOLDER = '/uploads/local-';

/**
 * Runs the material's normaliser on `data` with its local references intact: the normaliser only
 * accepts stored addresses, so they stand in as placeholders meanwhile.
 */
export function normaliseKeepingLocalImages<D>(data: D, normalise: (data: D) => D): D {
  if (images.size === 0) return normalise(data);
  const out = new Map<string, string>();
  const back = new Map<string, string>();
  for (const [url, image] of images) {
    out.set(url, PLACEHOLDER + image.id);
    back.set(PLACEHOLDER + image.id, url);
  }
  return replaceStrings(normalise(replaceStrings(data, out)), back);
}
