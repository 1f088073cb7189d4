import type { Db } from '../../db/client';
import { TooManyRequestsError } from '../../errors';
import { log } from '../../log';
import { enqueueMail } from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import { consentVersion, type SubscribeInput } from '../../validation/subscription';
import { countAttempt, type RateRule } from '../rate-limit';
import { assertPracticeAreasExist, storedChoices } from './choices';
import { countConfirmationMail } from './mailbox-cap';
import { CONFIRM_LIFETIME_MS } from './tokens';

const requestRule: RateRule = { scope: 'subscribe', limit: 5, windowSeconds: 60 };

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
  const mails = await countConfirmationMail(db, email);
  if (mails.over) {
    await mails.withdraw();
    log.info({ requestId }, 'subscription request stored; no confirmation mail, the mailbox had 3 today');
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
