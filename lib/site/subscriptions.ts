import { getDb } from '@/lib/db/client';
import { NotFoundError } from '@/lib/errors';
import { readToken } from '@/lib/services/subscriptions/tokens';
import { confirmSubscription } from '@/lib/services/subscriptions/requests';
import { readPreferences, type OpenedSubscription } from '@/lib/services/subscriptions/preferences';

/** What a link of an alert e-mail opens: the subscription, and whether the link was the one that confirms it. */
export interface SubscriptionPage {
  subscription: OpenedSubscription;
  confirmed: boolean;
}

const unlessNotFound = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
};

/**
 * The subscription a signed link names: a confirmation link confirms it (again: shows it as it
 * is), a preferences link opens it. Null when the link is malformed, tampered with or expired, or
 * its subscription was erased. Never cached: each visit reads and may write.
 */
export async function openSubscription(token: string): Promise<SubscriptionPage | null> {
  const db = getDb();
  const opened = await readToken(db, token);
  if (!opened) return null;
  if (opened.kind === 'confirm') {
    const subscription = await unlessNotFound(() => confirmSubscription(db, token));
    return subscription && { subscription, confirmed: true };
  }
  const subscription = await unlessNotFound(() => readPreferences(db, token));
  return subscription && { subscription, confirmed: false };
}
