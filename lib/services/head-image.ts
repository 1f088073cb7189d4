import type { Db } from '../db/client';
import { updateUser } from '../repositories/admin-users';

/** Changes the signed-in user's own head image; an empty one removes it. */
export async function changeHeadImage(db: Db, userId: number, headImg: string): Promise<void> {
  await updateUser(db, userId, { headImg: headImg || null });
}
