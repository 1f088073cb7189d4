import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as icons from '../repositories/icons';
import { fileIdOfUrl, findUpload, uploadUrl } from '../storage/uploads';
import type { IconInput } from '../validation/icon';
import { audit } from './audit';
import { storeUpload } from './uploads';

export const listIcons = (db: Db) => icons.listIcons(db);

async function insertIcon(db: Db, user: AdminProfile, fileId: string, name: string | null | undefined) {
  const id = await icons.insertIcon(db, { iconUrl: uploadUrl(fileId), name: name?.trim() || null });
  await audit(db, user, 'create', 'icon', id);
  return (await icons.findIcon(db, id))!;
}

/** An icon from an image uploaded before: `iconUrl` must name a stored upload that is an image. */
export async function createIcon(db: Db, user: AdminProfile, input: IconInput) {
  const fileId = fileIdOfUrl(input.iconUrl);
  const upload = fileId && (await findUpload(db, fileId));
  if (!upload) throw new InvalidInputError('iconUrl', '{field} must be the URL of an uploaded image (/api/upload/<fileId>)');
  if (!upload.contentType.startsWith('image/')) throw new InvalidInputError('iconUrl', '{field} must be an image, not a document');
  return db.transaction().execute((trx) => insertIcon(trx, user, upload.fileId, input.name));
}

/** Uploads an image and makes it an icon in one go. */
export function createIconFromFile(db: Db, user: AdminProfile, file: File, name: string | null | undefined) {
  return db.transaction().execute(async (trx) => {
    const fileId = await storeUpload(trx, user, file, { imagesOnly: true });
    return insertIcon(trx, user, fileId, name);
  });
}

export async function deleteIcon(db: Db, user: AdminProfile, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await icons.deleteIcon(trx, id))) throw new NotFoundError('Icon');
    await audit(trx, user, 'delete', 'icon', id);
  });
}
