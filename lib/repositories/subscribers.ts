import type { Db } from '../db/client';
import { nowIso } from '../time';

export interface StoredChoices {
  email: string;
  name: string | null;
  lang: string;
  frequency: string;
  practiceAreas: string | null;
}

const subscriberColumns = [
  'id',
  'email',
  'name',
  'lang',
  'frequency',
  'practiceAreas',
  'state',
  'stopReason',
  'createTime',
  'updateTime',
] as const;

export function findSubscriber(db: Db, id: number) {
  return db.selectFrom('subscriber').select(subscriberColumns).where('id', '=', id).executeTakeFirst();
}

export function findSubscriberByEmail(db: Db, email: string) {
  return db.selectFrom('subscriber').select(subscriberColumns).where('email', '=', email).executeTakeFirst();
}

/** Creates the subscriber of `choices.email`, or gives an existing one these choices; active either way. */
export async function upsertSubscriber(db: Db, choices: StoredChoices): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('subscriber')
    .values({ ...choices, state: 'active', stopReason: null, createTime: now, updateTime: now })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ ...choices, state: 'active', stopReason: null, updateTime: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubscriber(
  db: Db,
  id: number,
  changes: Partial<Omit<StoredChoices, 'email'>> & { state?: string; stopReason?: string | null },
): Promise<void> {
  await db
    .updateTable('subscriber')
    .set({ ...changes, updateTime: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function activeSubscribers(db: Db, lang?: string) {
  let query = db.selectFrom('subscriber').select(['id', 'email', 'lang', 'frequency', 'practiceAreas']).where('state', '=', 'active');
  if (lang) query = query.where('lang', '=', lang);
  return query.orderBy('id').execute();
}

export function searchSubscribers(db: Db, emailContains: string, offset: number, limit: number) {
  const query = db.selectFrom('subscriber').where('email', 'like', `%${emailContains.toLowerCase()}%`);
  return Promise.all([
    query.select(subscriberColumns).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
}

export function allSubscribers(db: Db) {
  return db.selectFrom('subscriber').select(subscriberColumns).orderBy('id').execute();
}

export async function insertRequest(db: Db, request: StoredChoices & { consentVersion: string; sourcePage: string }): Promise<number> {
  const row = await db
    .insertInto('subscriptionRequest')
    .values({ ...request, createTime: nowIso(), confirmTime: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findRequest(db: Db, id: number) {
  return db.selectFrom('subscriptionRequest').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a request confirmed; false when it was already (another click, another instance). */
export async function claimRequest(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('subscriptionRequest')
    .set({ confirmTime: nowIso() })
    .where('id', '=', id)
    .where('confirmTime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRequestsBefore(db: Db, time: string): Promise<void> {
  await db.deleteFrom('subscriptionRequest').where('createTime', '<', time).execute();
}

export async function insertConsent(
  db: Db,
  record: {
    email: string;
    action: string;
    consentVersion: string | null;
    sourcePage: string | null;
    detail: string | null;
    userAgent?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('consentRecord')
    .values({ ...record, createTime: nowIso() })
    .execute();
}

export function consentHistory(db: Db, email: string) {
  return db
    .selectFrom('consentRecord')
    .select(['id', 'action', 'consentVersion', 'sourcePage', 'detail', 'userAgent', 'createTime'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();
}

/** Whether the address unsubscribed after `time`. */
export async function unsubscribedAfter(db: Db, email: string, time: string): Promise<boolean> {
  const row = await db
    .selectFrom('consentRecord')
    .select('id')
    .where('email', '=', email)
    .where('action', '=', 'unsubscribe')
    .where('createTime', '>', time)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the address's subscription, requests and consent record; the subscriber's id, when it had one. */
export async function eraseAddress(db: Db, email: string): Promise<number | undefined> {
  const subscriber = await findSubscriberByEmail(db, email);
  await db.deleteFrom('consentRecord').where('email', '=', email).execute();
  await db.deleteFrom('subscriptionRequest').where('email', '=', email).execute();
  if (!subscriber) return undefined;
  await db.deleteFrom('digestItem').where('subscriberId', '=', subscriber.id).execute();
  await db.deleteFrom('subscriber').where('id', '=', subscriber.id).execute();
  return subscriber.id;
}
