import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import * as subscribers from '../../repositories/subscribers';
import type { ConfirmationView } from '../../validation/subscription';
import { readChoices } from './choices';
import { subscriptionOf, type OpenedSubscription } from './preferences';
import { readToken } from './tokens';

type RequestRow = NonNullable<Awaited<ReturnType<typeof subscribers.findRequest>>>;

/** Longer User-Agent headers are cut: the record notes the browser, not whatever a client sends. */
const USER_AGENT_MAX = 500;

const refusals = {
  used: 'This confirmation link has already been used',
  withdrawn: 'This address unsubscribed after the link was sent; please subscribe again',
};

/** The request a confirmation link names; not found when the link is wrong or expired, or the address was erased. */
async function requestOf(db: Db, token: string): Promise<RequestRow> {
  const opened = await readToken(db, token);
  const request = opened?.kind === 'confirm' ? await subscribers.findRequest(db, opened.id) : undefined;
  if (!request) throw new NotFoundError('Subscription link');
  return request;
}

async function stateOf(db: Db, request: RequestRow): Promise<ConfirmationView['state']> {
  if (request.confirmTime !== null) return 'used';
  return (await subscribers.unsubscribedAfter(db, request.email, request.createTime)) ? 'withdrawn' : 'waiting';
}

/** What a confirmation link asks for, changing nothing: mail scanners open every link of a message. */
export async function readConfirmation(db: Db, token: string): Promise<ConfirmationView> {
  const request = await requestOf(db, token);
  return { ...readChoices(request), state: await stateOf(db, request) };
}

/**
 * Makes the link's request the address's subscription, with the request's choices, once; the
 * consent record notes the browser that confirmed. A link used already, or sent before the
 * address unsubscribed, is refused (409) and changes nothing.
 */
export async function confirmSubscription(db: Db, token: string, userAgent: string | undefined): Promise<OpenedSubscription> {
  const request = await requestOf(db, token);
  const subscriberId = await db.transaction().execute(async (trx) => {
    const state = await stateOf(trx, request);
    if (state !== 'waiting') throw new ConflictError(refusals[state]);
    if (!(await subscribers.claimRequest(trx, request.id))) throw new ConflictError(refusals.used);
    const { email, name, lang, frequency, practiceAreas } = request;
    const id = await subscribers.upsertSubscriber(trx, { email, name, lang, frequency, practiceAreas });
    await subscribers.insertConsent(trx, {
      email,
      action: 'confirm',
      consentVersion: request.consentVersion,
      sourcePage: request.sourcePage,
      detail: JSON.stringify({ name, lang, frequency, practiceAreas }),
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
    });
    return id;
  });
  return subscriptionOf(db, subscriberId);
}
