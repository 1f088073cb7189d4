import type { Db } from '../db/client';
import { updateUser } from '../repositories/admin-users';

/** Sets the signed-in user's own e-mail address (test-sends go there); an empty one removes it. */
export async function changeOwnEmail(db: Db, userId: number, email: string): Promise<void> {
  await updateUser(db, userId, { email: email.toLowerCase() || null });
}
