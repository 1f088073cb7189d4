import { hashEmailCode, newEmailCode } from '../auth/email-codes';
import type { Db } from '../db/client';
import { ConflictError, InvalidInputError, TooManyRequestsError, UnavailableError } from '../errors';
import { log } from '../log';
import { emailCodeMail } from '../mail/compose';
import * as users from '../repositories/admin-users';
import type { AdminProfile } from '../repositories/admin-users';
import { nowIso } from '../time';
import { mailReader } from './mail-reader';
import { mailConfigured, sendMail } from './mailer';
import { countAttempt, reset, type RateRule } from './rate-limit';

const CODE_MINUTES = 30;
const codeMailRule: RateRule = { scope: 'staff-email-code', limit: 5, windowSeconds: 24 * 60 * 60 };
const wrongCodeRule: RateRule = { scope: 'staff-email-wrong-code', limit: 5, windowSeconds: 15 * 60 };
const accountKey = (userId: number) => `account:${userId}`;

type OwnEmail = Pick<AdminProfile, 'email' | 'emailConfirmedAt'>;

/** The signed-in member of staff's own address: confirmed (test-sends go there), or waiting for its code. */
export const ownEmailState = (user: OwnEmail) => ({
  testSendTo: user.emailConfirmedAt ? user.email : null,
  unconfirmedEmail: user.emailConfirmedAt ? null : user.email,
});

/** Where test-sends may go: the account's own address once its code was entered; else a 409 naming `email`. */
export function testSendAddress(user: OwnEmail): string {
  if (!user.email) throw new ConflictError('Your account has no e-mail address (email): set yours, then send the test again');
  if (!user.emailConfirmedAt)
    throw new ConflictError('Your e-mail address (email) is not confirmed: enter the code mailed to it, then send the test again');
  return user.email;
}

/** Mails a new code to `email`, at most five a day per account, and returns it; only its hash is kept. */
async function mailNewCode(db: Db, userId: number, email: string, lang: string): Promise<string> {
  // Sent now rather than queued: the queue would hold the code as it is until it went out.
  if (!mailConfigured()) throw new UnavailableError('No mail server is set (SMTP_URL), so no code can be mailed to confirm an address');
  const attempt = await countAttempt(db, codeMailRule, accountKey(userId));
  if (attempt.over) {
    await attempt.withdraw();
    throw new TooManyRequestsError('Five codes have been mailed for your account in the last 24 hours; please try again later');
  }
  const code = newEmailCode();
  const mail = await emailCodeMail(await mailReader(db, lang), code, CODE_MINUTES);
  try {
    await sendMail({ to: [email], ...mail });
  } catch (err) {
    await attempt.withdraw();
    log.warn({ err, userId }, 'the code confirming a staff address could not be mailed');
    throw new UnavailableError('The code could not be mailed to {email}; check the address, or try again shortly', { email });
  }
  return code;
}

/**
 * Sets the signed-in user's own e-mail address, unconfirmed, and mails it a code in `lang` that
 * confirms it (`confirmOwnEmail`). Sending the unconfirmed address again mails a new code; sending
 * the confirmed one again changes nothing; an empty one removes the address.
 */
export async function changeOwnEmail(db: Db, user: AdminProfile, input: string, lang: string): Promise<void> {
  const email = input.toLowerCase();
  if (!email) {
    await users.updateUser(db, user.id, { email: null, emailConfirmedAt: null, emailCodeHash: null, emailCodeExpiresAt: null });
    return;
  }
  if (email === user.email && user.emailConfirmedAt) return;
  const code = await mailNewCode(db, user.id, email, lang);
  await users.updateUser(db, user.id, {
    email,
    emailConfirmedAt: null,
    emailCodeHash: hashEmailCode(user.id, email, code),
    emailCodeExpiresAt: new Date(Date.now() + CODE_MINUTES * 60_000).toISOString(),
  });
}

/** Confirms the signed-in user's own address with the code mailed to it; after five wrong codes in 15 minutes, 429. */
export async function confirmOwnEmail(db: Db, user: AdminProfile, code: string): Promise<void> {
  const account = (await users.findById(db, user.id))!;
  if (!account.email || !account.emailCodeHash) throw new ConflictError('No code is waiting (email): save your address to have one mailed');
  const guess = await countAttempt(db, wrongCodeRule, accountKey(user.id));
  if (guess.over) {
    await guess.withdraw();
    throw new TooManyRequestsError('Too many wrong codes; please try again in 15 minutes');
  }
  const expired = account.emailCodeExpiresAt === null || account.emailCodeExpiresAt < nowIso();
  const codeHash = hashEmailCode(user.id, account.email, code);
  // The update holds only while the same code waits: an address changed meanwhile is not confirmed by the old one's code.
  if (expired || codeHash !== account.emailCodeHash || !(await users.confirmEmail(db, user.id, codeHash)))
    throw new InvalidInputError('code', '{field}: the code is incorrect or has expired');
  await guess.withdraw();
  await reset(db, wrongCodeRule, accountKey(user.id));
}
