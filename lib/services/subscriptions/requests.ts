import type { Db } from '../../db/client';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { log } from '../../log';
import { enqueueMail } from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import { consentVersion, type SubscribeInput } from '../../validation/subscription';
import { countAttempt, type RateRule } from '../rate-limit';
import { assertPracticeAreasExist, storedChoices } from './choices';
import { CONFIRM_LIFETIME_MS, readToken } from './tokens';
import { subscriptionOf, type OpenedSubscription } from './preferences';

const requestRule: RateRule = { scope: 'subscribe', limit: 5, windowSeconds: 60 };
const confirmationMailRule: RateRule = { scope: 'subscription-mail', limit: 3, windowSeconds: 24 * 60 * 60 };

/**
 * Records a subscription request and queues the e-mail that confirms it. Whether the address is
 * known or not, the same is done and the same is answered, so the form tells nobody who
 * subscribes; nothing changes for a known address until the link is followed.
 */
export async function requestSubscription(db: Db, input: SubscribeInput, client: string): Promise<void> {
  const attempt = await countAttempt(db, requestRule, client);
  if (attempt.over) {
    await attempt.withdraw();
    throw new TooManyRequestsError('You have sent several requests in a short time. Please try again in a minute.');
  }
  await assertPracticeAreasExist(db, input);
  const email = input.email.toLowerCase();
  const choices = { email, ...storedChoices(input) };
  await subscribers.deleteRequestsBefore(db, new Date(Date.now() - CONFIRM_LIFETIME_MS).toISOString());
  const requestId = await db.transaction().execute(async (trx) => {
    const id = await subscribers.insertRequest(trx, { ...choices, consentVersion, sourcePage: input.sourcePage });
    await subscribers.insertConsent(trx, {
      email,
      action: 'subscribe',
      consentVersion,
      sourcePage: input.sourcePage,
      detail: JSON.stringify(storedChoices(input)),
    });
    return id;
  });
  const mails = await countAttempt(db, confirmationMailRule, email);
  if (mails.over) {
    await mails.withdraw();
    log.info({ requestId }, 'subscription request stored; no confirmation mail, the address had 3 today');
    return;
  }
  await enqueueMail(db, {
    kind: 'confirm',
    email,
    subscriberId: null,
    articleId: null,
    lang: input.lang,
    payload: JSON.stringify({ requestId }),
  });
}

/** The request a confirmation link names, still waiting or confirmed; not found when the link is wrong or expired. */
async function requestOf(db: Db, token: string) {
  const opened = await readToken(db, token);
  const request = opened?.kind === 'confirm' ? await subscribers.findRequest(db, opened.id) : undefined;
  if (!request) throw new NotFoundError('Subscription link');
  return request;
}

/** Makes a request the address's subscription, once; following the link again shows the subscription. */
export async function confirmSubscription(db: Db, token: string): Promise<OpenedSubscription> {
  const request = await requestOf(db, token);
  const subscriberId = await db.transaction().execute(async (trx) => {
    if (!(await subscribers.claimRequest(trx, request.id))) return (await subscribers.findSubscriberByEmail(trx, request.email))?.id;
    const { email, name, lang, frequency, practiceAreas } = request;
    const id = await subscribers.upsertSubscriber(trx, { email, name, lang, frequency, practiceAreas });
    await subscribers.insertConsent(trx, {
      email,
      action: 'confirm',
      consentVersion: request.consentVersion,
      sourcePage: request.sourcePage,
      detail: JSON.stringify({ name, lang, frequency, practiceAreas }),
    });
    return id;
  });
  if (subscriberId === undefined) throw new NotFoundError('Subscription link');
  return subscriptionOf(db, subscriberId);
}
