import type { Db } from '../db/client';
import { nowIso } from '../time';

export type DeliveryState = 'pending' | 'sent' | 'failed' | 'not-configured';

const columns = ['id', 'name', 'email', 'phone', 'content', 'lang', 'deliveryState', 'deliveryError', 'handled', 'createTime'] as const;

export async function insertMessage(
  db: Db,
  message: { name: string; email: string; phone: string | null; content: string; lang: string },
): Promise<number> {
  const row = await db
    .insertInto('contactMessage')
    .values({ ...message, deliveryState: 'pending', deliveryError: null, handled: 0, createTime: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setDelivery(db: Db, id: number, state: DeliveryState, error: string | null = null): Promise<void> {
  await db.updateTable('contactMessage').set({ deliveryState: state, deliveryError: error }).where('id', '=', id).execute();
}

/** Deletes every message written from `address` (in any case). */
export async function deleteMessagesFrom(db: Db, address: string): Promise<void> {
  await db
    .deleteFrom('contactMessage')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
    .execute();
}

/** True when the message exists. */
export async function setHandled(db: Db, id: number, handled: number): Promise<boolean> {
  const result = await db.updateTable('contactMessage').set({ handled }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listMessages(db: Db, filter: { handled?: number }, offset: number, limit: number) {
  let query = db.selectFrom('contactMessage');
  if (filter.handled !== undefined) query = query.where('handled', '=', filter.handled);
  const [rows, total] = await Promise.all([
    query.select(columns).$narrowType<{ deliveryState: DeliveryState }>().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.count) };
}

/** The firm's e-mail address from the site configuration in `lang`, where contact messages go by default. */
export async function findFirmEmail(db: Db, lang: string): Promise<string | null> {
  const row = await db.selectFrom('portalConfig').select('email').where('lang', '=', lang).executeTakeFirst();
  return row?.email?.trim() || null;
}
