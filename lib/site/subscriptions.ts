import { getDb } from '@/lib/db/client';
import { NotFoundError } from '@/lib/errors';
import { readConfirmation } from '@/lib/services/subscriptions/confirmation';
import { readPreferences, type OpenedSubscription } from '@/lib/services/subscriptions/preferences';
import { readToken } from '@/lib/services/subscriptions/tokens';
import type { ConfirmationView } from '@/lib/validation/subscription';

/** What a link of an alert e-mail opens: a request to confirm, or a subscription's preferences. */
export type SubscriptionPage =
  { kind: 'confirm'; confirmation: ConfirmationView } | { kind: 'preferences'; subscription: OpenedSubscription };

const unlessNotFound = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
};

/**
 * What a signed link opens, read and never changed: a confirmation link's request (its page's
 * button confirms it), or a preferences link's subscription. Null when the link is malformed,
 * tampered with or expired, or its subscription was erased. Never cached.
 */
export async function openSubscription(token: string): Promise<SubscriptionPage | null> {
  const db = getDb();
  const opened = await readToken(db, token);
  if (!opened) return null;
  if (opened.kind === 'confirm') {
    const confirmation = await unlessNotFound(() => readConfirmation(db, token));
    return confirmation && { kind: 'confirm', confirmation };
  }
  const subscription = await unlessNotFound(() => readPreferences(db, token));
  return subscription && { kind: 'preferences', subscription };
}
