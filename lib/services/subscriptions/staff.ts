import type { Db } from '../../db/client';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { alertArticle } from '../../repositories/alert-items';
import type { AdminProfile } from '../../repositories/admin-users';
import * as queue from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import type { OutboundMailView } from '../../validation/subscription';
import type { PageRequest } from '../page-request';
import { audit } from '../audit';
import { requireAdministrator } from '../administrator';
import { countAttempt, type RateRule } from '../rate-limit';
import { ownEmailState, testSendAddress } from '../staff-email';
import { eraseAddress } from './erase';
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
    ...ownEmailState(actor),
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

/** Erases a subscriber's address and everything kept about it (erase.ts). */
export async function eraseSubscriber(db: Db, actor: AdminProfile, id: number): Promise<void> {
  requireAdministrator(actor);
  await eraseAddress(db, actor, (await subscriberOrThrow(db, id)).email);
}

export async function sentMailLog(db: Db, actor: AdminProfile, page: PageRequest) {
  requireAdministrator(actor);
  const [rows, total] = await queue.mailLog(db, page.offset, page.pageSize);
  return { rows: rows as OutboundMailView[], totalCount: Number(total.count) };
}

const testSendRule: RateRule = { scope: 'test-send', limit: 10, windowSeconds: 24 * 60 * 60 };

/** Queues an alert of an article, as subscribers would get it, to the signed-in member of staff's confirmed address; ten a day. */
export async function testSend(db: Db, actor: AdminProfile, articleId: number): Promise<{ email: string }> {
  requireAdministrator(actor);
  const email = testSendAddress(actor);
  const article = await alertArticle(db, articleId);
  if (!article) throw new NotFoundError('Article', articleId);
  const sends = await countAttempt(db, testSendRule, `account:${actor.id}`);
  if (sends.over) {
    await sends.withdraw();
    throw new TooManyRequestsError('You have sent 10 test e-mails in the last 24 hours, the most allowed; please try again later');
  }
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
