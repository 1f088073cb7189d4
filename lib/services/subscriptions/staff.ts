import type { Db } from '../../db/client';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { alertArticle } from '../../repositories/alert-items';
import type { AdminProfile } from '../../repositories/admin-users';
import * as queue from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import type { StoredChoices } from '../../repositories/subscribers';
import { singaporeTime } from '../../time';
import type { OutboundMailView } from '../../validation/subscription';
import type { PageRequest } from '../page-request';
import { audit } from '../audit';
import { requireAdministrator } from '../administrator';
import { countAttempt, type RateRule } from '../rate-limit';
import { ownEmailState, testSendAddress } from '../staff-email';
import { groupNamesIn } from '../group-names';
import { readChoices } from './choices';
import { consentSentence } from './consent-wording';
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

/**
 * One subscriber's consent record as a person reads it: what the reader chose (the practice areas
 * by name, in `staffLang` where written), and the consent sentence of its version in the words
 * the reader saw.
 */
export async function consentHistoryOf(db: Db, actor: AdminProfile, id: number, staffLang: string) {
  requireAdministrator(actor);
  const subscriber = await subscriberOrThrow(db, id);
  const records = await subscribers.consentHistory(db, subscriber.email);
  const chosen = records.map((record) => choicesIn(record.detail));
  const areas = await areaNames(
    db,
    chosen.flatMap((choices) => choices?.practiceAreas ?? []),
    staffLang,
  );
  return Promise.all(
    records.map(async ({ detail, ...record }, index) => {
      const choices = chosen[index];
      return {
        ...record,
        choices: choices ? { ...choices, practiceAreas: choices.practiceAreas?.map(areas) ?? null } : null,
        detail: choices ? null : detail,
        consentText: await consentSentence(record.consentVersion, choices?.lang ?? subscriber.lang),
      };
    }),
  );
}

/** The choices a consent record's detail holds (subscribe, confirm, change); undefined for other details. */
function choicesIn(detail: string | null) {
  if (!detail?.startsWith('{')) return undefined;
  const { email: _none, ...choices } = readChoices({ email: '', ...(JSON.parse(detail) as Omit<StoredChoices, 'email'>) });
  return choices;
}

/** A practice area's name by its group's key, in `lang` where written. */
async function areaNames(db: Db, nos: string[], lang: string): Promise<(no: string) => string> {
  const names = await groupNamesIn(db, 'professionalField', nos, lang);
  return (no) => names.get(no) ?? no;
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The words of the CSV export, in English; the API puts them in the staff's language. */
const csvWords = {
  headings: [
    'E-mail',
    'Name',
    'Language of e-mails',
    'Frequency',
    'Practice areas',
    'State',
    'Subscribed (Singapore time)',
    'Last changed (Singapore time)',
  ],
  allAreas: 'All practice areas',
  /** A frequency's or state's words, by its stored value. */
  values: {
    instant: 'As published',
    weekly: 'Weekly digest',
    active: 'Active',
    unsubscribed: 'Unsubscribed',
    stopped: 'Stopped (bounced)',
  } as Record<string, string>,
};

/** The staff reading the export: their language's code, and how they say `csvWords` and a language's name. */
export interface CsvReader {
  lang: string;
  say(english: string): string;
  languageName(langCode: string): string;
}

/**
 * Every subscriber as CSV, one line each, as a person reads it: practice areas by name, times in
 * Singapore. UTF-8 with a byte-order mark, which Excel needs to read Chinese or Arabic names.
 */
export async function subscribersCsv(db: Db, actor: AdminProfile, reader: CsvReader): Promise<string> {
  requireAdministrator(actor);
  const rows = (await subscribers.allSubscribers(db)).map((row) => ({ ...row, ...readChoices(row) }));
  const area = await areaNames(
    db,
    rows.flatMap((row) => row.practiceAreas ?? []),
    reader.lang,
  );
  const word = (value: string) => reader.say(csvWords.values[value] ?? value);
  const lines = rows.map((row) =>
    [
      row.email,
      row.name,
      reader.languageName(row.lang),
      word(row.frequency),
      row.practiceAreas === null ? reader.say(csvWords.allAreas) : row.practiceAreas.map(area).join('; '),
      word(row.state),
      singaporeTime(row.createTime),
      singaporeTime(row.updateTime),
    ]
      .map(csvCell)
      .join(','),
  );
  const header = csvWords.headings.map((heading) => csvCell(reader.say(heading))).join(',');
  return '\uFEFF' + [header, ...lines].join('\r\n') + '\r\n';
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
