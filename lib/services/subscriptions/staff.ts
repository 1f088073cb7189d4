import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { alertArticle } from '../../repositories/alert-items';
import type { AdminProfile } from '../../repositories/admin-users';
import * as queue from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import type { OutboundMailView } from '../../validation/subscription';
import type { PageRequest } from '../page-request';
import { audit } from '../audit';
import { requireAdministrator } from '../administrator';
import { notSentBecause } from './sending-state';
import { subscriptionView } from './preferences';

type SubscriberRow = Awaited<ReturnType<typeof subscribers.allSubscribers>>[number];

const subscriberView = (row: SubscriberRow) => ({
  ...subscriptionView(row),
  id: row.id,
  stopReason: row.stopReason,
  createTime: row.createTime,
  updateTime: row.updateTime,
});

const counted = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
};

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where a member of staff's test-sends go: their account's address, else a sign-in name that is one. */
const ownAddress = (actor: AdminProfile) => actor.email ?? (emailShape.test(actor.loginAccount) ? actor.loginAccount : null);

/** Active subscribers by language and by practice area (`*`: every practice area), the state of sending, and where tests go. */
export async function subscriberSummary(db: Db, actor: AdminProfile) {
  requireAdministrator(actor);
  const active = await subscribers.activeSubscribers(db);
  return {
    active: active.length,
    byLang: counted(active.map((row) => row.lang)),
    byPracticeArea: counted(active.flatMap((row) => (row.practiceAreas === null ? ['*'] : (JSON.parse(row.practiceAreas) as string[])))),
    waitingMails: await queue.countWaiting(db),
    notSentBecause: notSentBecause(),
    testSendTo: ownAddress(actor),
  };
}

export async function findSubscribers(db: Db, actor: AdminProfile, email: string, page: PageRequest) {
  requireAdministrator(actor);
  const [rows, total] = await subscribers.searchSubscribers(db, email.trim(), page.offset, page.pageSize);
  return { rows: rows.map(subscriberView), totalCount: Number(total.count) };
}

async function subscriberOrThrow(db: Db, id: number) {
  const row = await subscribers.findSubscriber(db, id);
  if (!row) throw new NotFoundError('Subscriber', id);
  return row;
}

export async function consentHistoryOf(db: Db, actor: AdminProfile, id: number) {
  requireAdministrator(actor);
  return subscribers.consentHistory(db, (await subscriberOrThrow(db, id)).email);
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every subscriber as CSV, one line each, with the consent they gave last. */
export async function subscribersCsv(db: Db, actor: AdminProfile): Promise<string> {
  requireAdministrator(actor);
  const header = ['email', 'name', 'lang', 'frequency', 'practiceAreas', 'state', 'createTime', 'updateTime'];
  const lines = (await subscribers.allSubscribers(db)).map((row) =>
    [row.email, row.name, row.lang, row.frequency, row.practiceAreas ?? '*', row.state, row.createTime, row.updateTime]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Removes an address, its consent history and requests; the e-mails sent stay in the log without the address. */
export async function eraseSubscriber(db: Db, actor: AdminProfile, id: number): Promise<void> {
  requireAdministrator(actor);
  await db.transaction().execute(async (trx) => {
    const row = await subscriberOrThrow(trx, id);
    await subscribers.eraseAddress(trx, row.id, row.email);
    await audit(trx, actor, 'delete', 'subscriber', id);
  });
}

export async function sentMailLog(db: Db, actor: AdminProfile, page: PageRequest) {
  requireAdministrator(actor);
  const [rows, total] = await queue.mailLog(db, page.offset, page.pageSize);
  return { rows: rows as OutboundMailView[], totalCount: Number(total.count) };
}

/** Queues an alert of an article, as subscribers would get it, to the signed-in member of staff. */
export async function testSend(db: Db, actor: AdminProfile, articleId: number): Promise<{ email: string }> {
  requireAdministrator(actor);
  const email = ownAddress(actor);
  if (!email) throw new ConflictError('Your account has no e-mail address (email): set yours, then send the test again');
  const article = await alertArticle(db, articleId);
  if (!article) throw new NotFoundError('Article', articleId);
  await db.transaction().execute(async (trx) => {
    const id = await queue.enqueueMail(trx, {
      kind: 'test',
      email,
      subscriberId: null,
      articleId,
      lang: article.lang,
      payload: null,
    });
    await audit(trx, actor, 'create', 'outboundMail', id);
  });
  return { email };
}
