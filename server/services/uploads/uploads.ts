import { createHash, randomBytes } from 'node:crypto';
import { limits } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import { ApiError, badRequest, forbidden, notFound, payloadTooLarge } from '../../http/errors';
import type { Queryable } from '../../db/types';
import { deleteUploadRow, findUploadFile, insertUpload, uploadBytesOf, uploadOwner } from '../../db/uploads';
import { decodeDataUrl, decodedLength } from './dataUrl';
import { sniffType, type SniffedType } from './sniff';

export const UPLOAD_PATH = '/uploads/';
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

export interface StoredUpload {
  url: string;
  type: SniffedType;
}

/**
 * Checks a data URL by its bytes and stores it for `userId`, within the size limits of its kind
 * and the account's storage quota. The bytes live in the database so every API process serves them.
 */
export async function storeUpload(
  db: Queryable,
  userId: string,
  dataUrl: string,
  accept: ReadonlyArray<SniffedType['kind']> = ['image', 'audio'],
): Promise<StoredUpload> {
  // Refuse oversized payloads before decoding them, with the message of their kind (told by
  // their first bytes), so an oversized sound is not called an image.
  if (decodedLength(dataUrl) > Math.max(limits.uploadImageMaxBytes, limits.uploadAudioMaxBytes)) {
    const head = decodeDataUrl(dataUrl.slice(0, dataUrl.indexOf(',') + 1 + 64));
    const kind = head ? sniffType(head)?.kind : undefined;
    throw payloadTooLarge(
      kind === 'audio' ? messages.uploadAudioTooLarge : messages.uploadImageTooLarge(mb(limits.uploadImageMaxBytes)),
    );
  }
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw badRequest(messages.uploadInvalidDataUrl);
  const type = sniffType(bytes);
  if (!type || !accept.includes(type.kind)) throw new ApiError(415, messages.uploadUnsupported);
  if (type.kind === 'image' && bytes.length > limits.uploadImageMaxBytes) {
    throw payloadTooLarge(messages.uploadImageTooLarge(mb(limits.uploadImageMaxBytes)));
  }
  if (type.kind === 'audio' && bytes.length > limits.uploadAudioMaxBytes) {
    throw payloadTooLarge(messages.uploadAudioTooLarge);
  }
  if ((await uploadBytesOf(db, userId)) + bytes.length > limits.uploadQuotaBytes) {
    throw payloadTooLarge(messages.uploadQuotaExceeded(mb(limits.uploadQuotaBytes)));
  }
  const id = randomBytes(16).toString('base64url');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertUpload(db, { id, userId, kind: type.kind, contentType: type.contentType, sha256, bytes });
  return { url: `${UPLOAD_PATH}${id}.${type.extension}`, type };
}

/** The upload id inside one of our URLs (absolute or not), or null. */
export function uploadIdOf(url: string): string | null {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const match = /^\/uploads\/([A-Za-z0-9_-]+)(?:\.[a-z0-9]+)?$/.exec(path);
  return match && UPLOAD_ID.test(match[1]!) ? match[1]! : null;
}

export async function ownsUpload(db: Queryable, userId: string, id: string): Promise<boolean> {
  return (await uploadOwner(db, id)) === userId;
}

/** Deletes one of `userId`'s uploads; someone else's is refused. */
export async function deleteUpload(db: Queryable, userId: string, url: string): Promise<void> {
  const id = uploadIdOf(url);
  if (!id) throw badRequest(messages.uploadUrlInvalid);
  const owner = await uploadOwner(db, id);
  if (!owner) throw notFound(messages.uploadNotFound);
  if (owner !== userId) throw forbidden(messages.uploadNotOwned);
  await deleteUploadRow(db, userId, id);
}

export interface UploadFile {
  contentType: string;
  sha256: string;
  bytes: Buffer;
}

export async function readUpload(db: Queryable, id: string): Promise<UploadFile | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const row = await findUploadFile(db, id);
  return row ? { contentType: row.content_type, sha256: row.sha256, bytes: Buffer.from(row.bytes) } : null;
}
