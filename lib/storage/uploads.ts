import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import { InvalidInputError, TooLargeError } from '../errors';
import { nowIso } from '../time';
import { containsMarkup, contentTypeByExtension, detectKind } from './file-types';
import { shortImageName } from './short-names';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const uploadUrlPrefix = '/api/upload/';

export const fileIdPattern = /^[a-f0-9]{64}\.(jpg|png|gif|webp|avif|pdf)$/;
const shortImageNamePattern = new RegExp(`^${shortImageName}$`);

function keepsBytesInDatabase(db: Db): boolean {
  return (config.uploadStorage ?? (isPostgres(db) ? 'database' : 'folder')) === 'database';
}

/** Where the bytes of `fileId` are kept when uploads are kept in a folder. */
export function uploadFilePath(fileId: string, uploadDir = config.uploadDir): string {
  return path.join(uploadDir, fileId.slice(0, 2), fileId);
}

/** Stores bytes under their SHA-256, so the same file uploaded twice is kept once. */
export async function saveUpload(
  db: Db,
  bytes: Uint8Array,
  originalName: string | null,
  options: { imagesOnly?: boolean } = {},
): Promise<string> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new TooLargeError('file', '{field} is larger than {size} MB', { size: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const kind = detectKind(bytes);
  if (!kind) {
    throw new InvalidInputError('file', '{field} must be a JPEG, PNG, WebP, GIF, AVIF or PDF file (judged by its content, not its name)');
  }
  if (options.imagesOnly && !kind.contentType.startsWith('image/')) {
    throw new InvalidInputError('file', '{field} must be an image: JPEG, PNG, WebP, GIF or AVIF');
  }
  if (kind.contentType !== 'application/pdf' && containsMarkup(bytes)) {
    throw new InvalidInputError('file', '{field} contains HTML or script markup and was refused');
  }

  const fileId = `${createHash('sha256').update(bytes).digest('hex')}.${kind.extension}`;
  const inDatabase = keepsBytesInDatabase(db);
  if (!inDatabase) await writeFileAtomically(uploadFilePath(fileId), bytes);
  await db
    .insertInto('uploadedFile')
    .values({
      fileId,
      contentType: kind.contentType,
      size: bytes.byteLength,
      originalName,
      content: inDatabase ? Buffer.from(bytes) : null,
      createTime: nowIso(),
    })
    .onConflict((oc) => oc.column('fileId').doNothing())
    .execute();
  return fileId;
}

async function writeFileAtomically(target: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, target);
}

export interface StoredUpload {
  bytes: Buffer;
  contentType: string;
}

/** The fileId a picture's short name (./short-names.ts) stands for, if such a picture is stored. */
async function fileIdOfShortName(db: Db, shortName: string): Promise<string | undefined> {
  const [hash, extension] = shortName.split('.');
  // The range lets both databases seek the key's index; `g` follows every hex digit.
  const row = await db
    .selectFrom('uploadedFile')
    .select('fileId')
    .where('fileId', '>=', hash)
    .where('fileId', '<', `${hash}g`)
    .where('fileId', 'like', `${hash}%.${extension}`)
    .orderBy('fileId')
    .executeTakeFirst();
  return row?.fileId;
}

/**
 * The stored file for a fileId or a picture's short name, or undefined for any name that is
 * neither (traversal included).
 */
export async function readUpload(db: Db, name: string): Promise<StoredUpload | undefined> {
  const fileId = shortImageNamePattern.test(name) ? await fileIdOfShortName(db, name) : name;
  if (!fileId || !fileIdPattern.test(fileId)) return undefined;
  if (keepsBytesInDatabase(db)) {
    const row = await db.selectFrom('uploadedFile').select(['content', 'contentType']).where('fileId', '=', fileId).executeTakeFirst();
    return row?.content ? { bytes: Buffer.from(row.content), contentType: row.contentType } : undefined;
  }
  try {
    const bytes = await fs.readFile(uploadFilePath(fileId));
    return { bytes, contentType: contentTypeByExtension[fileId.split('.').pop()!] };
  } catch {
    return undefined;
  }
}

/** The stored record of an upload, or undefined when there is none. */
export function findUpload(db: Db, fileId: string) {
  return db.selectFrom('uploadedFile').select(['fileId', 'contentType', 'size']).where('fileId', '=', fileId).executeTakeFirst();
}

/** The fileId inside `/api/upload/<fileId>` (with any origin or base path before it), or a bare fileId. */
export function fileIdOfUrl(url: string): string | undefined {
  const match = /(?:^|\/api\/upload\/)([a-f0-9]{64}\.[a-z]{3,4})$/.exec(url.split(/[?#]/)[0]);
  return match && fileIdPattern.test(match[1]) ? match[1] : undefined;
}

export function uploadUrl(fileId: string): string {
  return `${uploadUrlPrefix}${fileId}`;
}
