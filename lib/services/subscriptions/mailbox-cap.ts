import type { Db } from '../../db/client';
import { sign, signingKey } from '../link-signing';
import { countAttempt, reset, type RateRule } from '../rate-limit';

const confirmationMailRule: RateRule = { scope: 'subscription-mail', limit: 3, windowSeconds: 24 * 60 * 60 };
const KEY = 'mailboxHashKey';

/** The mailbox an address reaches: `Reader+News@Example.sg` and `reader@example.sg` are one. */
function mailboxOf(email: string): string {
  const folded = email.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  const local = folded.slice(0, at);
  return `${local.split('+')[0] || local}${folded.slice(at)}`;
}

/** What the count is kept under: a keyed hash, so the table of attempts holds no address. */
const countKey = async (db: Db, email: string) => sign(await signingKey(db, KEY), mailboxOf(email));

/** Counts a confirmation e-mail to the address's mailbox: over when it had 3 in the last 24 hours. */
export async function countConfirmationMail(db: Db, email: string) {
  return countAttempt(db, confirmationMailRule, await countKey(db, email));
}

/** Forgets the confirmation e-mails counted for the address's mailbox. */
export async function forgetConfirmationMails(db: Db, email: string): Promise<void> {
  await reset(db, confirmationMailRule, await countKey(db, email));
}
