import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { readUpload, saveUpload, type StoredUpload } from '../storage/uploads';
import { audit } from './audit';

/** The `file` field of a multipart form, or a 400 naming it. */
export function fileField(value: unknown): File {
  if (value instanceof File) return value;
  throw new InvalidInputError('file', '{field} is required: send it as the multipart form field "file"');
}

/**
 * Stores an uploaded file and records who uploaded it, inside `db` (a transaction when the
 * caller has more to write); returns its fileId. A refused file is an InvalidInputError naming `file`.
 */
export async function storeUpload(db: Db, user: AdminProfile, file: File, options: { imagesOnly?: boolean } = {}): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The name is only kept as a note; control characters (PostgreSQL refuses NUL) are dropped.
  const fileId = await saveUpload(db, bytes, file.name.replace(/[\u0000-\u001f\u007f]/g, '') || null, options);
  await audit(db, user, 'create', 'upload', fileId);
  return fileId;
}

export function acceptUpload(db: Db, user: AdminProfile, file: File): Promise<string> {
  return db.transaction().execute((trx) => storeUpload(trx, user, file));
}

export interface ServedUpload extends StoredUpload {
  headers: Record<string, string>;
}

/** A stored upload with the headers it is served with; PDFs open inline in a sandbox with no scripts. */
export async function serveUpload(db: Db, fileId: string): Promise<ServedUpload | undefined> {
  const stored = await readUpload(db, fileId);
  if (!stored) return undefined;
  const headers: Record<string, string> = {
    'Content-Type': stored.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${fileId}"`,
  };
  if (stored.contentType === 'application/pdf') {
    headers['Content-Disposition'] = 'inline';
    headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
  }
  return { ...stored, headers };
}
