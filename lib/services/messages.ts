import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as messages from '../repositories/contact-messages';
import { audit } from './audit';

export function listMessages(db: Db, filter: { handled?: number }, offset: number, limit: number) {
  return messages.listMessages(db, filter, offset, limit);
}

export async function markHandled(db: Db, user: AdminProfile, id: number, handled: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await messages.setHandled(trx, id, handled))) throw new NotFoundError('Message');
    await audit(trx, user, 'update', 'contactMessage', id);
  });
}
