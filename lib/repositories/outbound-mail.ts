import type { Db } from '../db/client';
import { nowIso } from '../time';

export interface QueuedMail {
  kind: 'confirm' | 'alert' | 'digest' | 'test';
  email: string;
  subscriberId: number | null;
  articleId: number | null;
  lang: string;
  payload: string | null;
}

const queued = (mail: QueuedMail, now: string) => ({ ...mail, state: 'queued', nextAttemptAt: now, createTime: now });

export async function enqueueMail(db: Db, mail: QueuedMail): Promise<number> {
  const row = await db.insertInto('outboundMail').values(queued(mail, nowIso())).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Queues alerts; one already queued for the same subscriber and article is left as it is. */
export async function enqueueAlerts(db: Db, mails: QueuedMail[]): Promise<void> {
  const now = nowIso();
  for (const mail of mails) {
    await db
      .insertInto('outboundMail')
      .values(queued(mail, now))
      .onConflict((conflict) => conflict.columns(['subscriberId', 'articleId']).doNothing())
      .execute();
  }
}

/** Mails due now: queued and due, or claimed by an instance that stopped before it finished. */
export function dueMails(db: Db, now: string, limit: number) {
  return db
    .selectFrom('outboundMail')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('state', '=', 'sending'), eb('claimUntil', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type OutboundMail = Awaited<ReturnType<typeof dueMails>>[number];

/** Takes a due mail for this instance until `until`; false when another instance took it first. */
export async function claimMail(db: Db, mail: OutboundMail, until: string): Promise<boolean> {
  const result = await db
    .updateTable('outboundMail')
    .set({ state: 'sending', claimUntil: until, attempts: mail.attempts + 1 })
    .where('id', '=', mail.id)
    .where('state', '=', mail.state)
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records how sending `mail` went. The mail server's answer is kept only while the mail is still
 * addressed as it was sent: an address erased during the send stays erased. False when it was.
 */
export async function settleMail(
  db: Db,
  mail: { id: number; email: string },
  outcome: { state: 'sent' | 'failed' | 'queued' | 'cancelled'; lastError?: string | null; nextAttemptAt?: string },
): Promise<boolean> {
  const settled = await db
    .updateTable('outboundMail')
    .set((eb) => ({
      state: outcome.state,
      claimUntil: null,
      lastError: eb
        .case()
        .when('email', '=', mail.email)
        .then(outcome.lastError ?? null)
        .else(null)
        .end(),
      ...(outcome.state === 'sent' ? { sentTime: nowIso() } : {}),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    }))
    .where('id', '=', mail.id)
    .returning('email')
    .executeTakeFirst();
  return settled?.email === mail.email;
}

/** Cancels what is still queued for an address (it unsubscribed, or its server refused it). */
export async function cancelQueuedFor(db: Db, email: string): Promise<void> {
  await db
    .updateTable('outboundMail')
    .set({ state: 'cancelled' })
    .where('email', '=', email)
    .where('state', '=', 'queued')
    .where('kind', '!=', 'confirm')
    .execute();
}

export async function countWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outboundMail')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function mailLog(db: Db, offset: number, limit: number) {
  const query = db.selectFrom('outboundMail').where('kind', 'in', ['alert', 'digest', 'test']);
  return Promise.all([
    query
      .select(['id', 'kind', 'email', 'articleId', 'lang', 'state', 'attempts', 'lastError', 'createTime', 'sentTime'])
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
}

/**
 * Takes an address out of the queue: what still waits for it is cancelled, and every mail to it
 * stays counted without the address, its contents or the mail server's answer (which may name it).
 */
export async function scrubAddress(db: Db, email: string, subscriberId: number | undefined): Promise<void> {
  const toAddress = db
    .updateTable('outboundMail')
    .where((eb) => eb.or([eb('email', '=', email), ...(subscriberId === undefined ? [] : [eb('subscriberId', '=', subscriberId)])]));
  await toAddress.set({ state: 'cancelled' }).where('state', '=', 'queued').execute();
  await toAddress.set({ email: '', payload: null, lastError: null }).execute();
}
