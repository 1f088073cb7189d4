import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { cancelQueuedFor } from '../../repositories/outbound-mail';
import * as subscribers from '../../repositories/subscribers';
import type { SubscriptionChoices, SubscriptionView } from '../../validation/subscription';
import { assertPracticeAreasExist, readChoices, storedChoices } from './choices';
import { preferencesToken, readToken } from './tokens';

/** A subscription as its preferences page shows it, with the token that opens the page. */
export type OpenedSubscription = SubscriptionView & { token: string };

type SubscriberRow = NonNullable<Awaited<ReturnType<typeof subscribers.findSubscriber>>>;

export const subscriptionView = (row: SubscriberRow): SubscriptionView => ({
  ...readChoices(row),
  state: row.state as SubscriptionView['state'],
});

export async function subscriptionOf(db: Db, subscriberId: number): Promise<OpenedSubscription> {
  const row = await subscribers.findSubscriber(db, subscriberId);
  if (!row) throw new NotFoundError('Subscription link');
  return { ...subscriptionView(row), token: await preferencesToken(db, subscriberId) };
}

/** The subscriber a preferences link names; not found when the link is wrong or the address was erased. */
async function subscriberOf(db: Db, token: string): Promise<SubscriberRow> {
  const opened = await readToken(db, token);
  const row = opened?.kind === 'preferences' ? await subscribers.findSubscriber(db, opened.id) : undefined;
  if (!row) throw new NotFoundError('Subscription link');
  return row;
}

export async function readPreferences(db: Db, token: string): Promise<OpenedSubscription> {
  return subscriptionOf(db, (await subscriberOf(db, token)).id);
}

export async function changePreferences(db: Db, token: string, choices: SubscriptionChoices): Promise<OpenedSubscription> {
  const row = await subscriberOf(db, token);
  await assertPracticeAreasExist(db, choices);
  await db.transaction().execute(async (trx) => {
    const stored = storedChoices(choices);
    await subscribers.updateSubscriber(trx, row.id, stored);
    await subscribers.insertConsent(trx, {
      email: row.email,
      action: 'change',
      consentVersion: null,
      sourcePage: null,
      detail: JSON.stringify(stored),
    });
  });
  return subscriptionOf(db, row.id);
}

/** Stops every alert to the address at once (the preferences page, or a mail program's one-click unsubscribe). */
export async function unsubscribe(db: Db, token: string, how: 'one-click' | 'preferences'): Promise<void> {
  const row = await subscriberOf(db, token);
  if (row.state === 'unsubscribed') return;
  await db.transaction().execute(async (trx) => {
    await subscribers.updateSubscriber(trx, row.id, { state: 'unsubscribed' });
    await subscribers.insertConsent(trx, { email: row.email, action: 'unsubscribe', consentVersion: null, sourcePage: null, detail: how });
    await cancelQueuedFor(trx, row.email);
  });
}
