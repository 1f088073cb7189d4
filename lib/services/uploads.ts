import type { Db } from '../db/client';
import type { AdminProfile } from '../repositories/admin-users';
import { saveUpload } from '../storage/uploads';
import { audit } from './audit';

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

/** The stored file for a fileId or a picture's short name; undefined for any other name. */
export { readUpload } from '../storage/uploads';
