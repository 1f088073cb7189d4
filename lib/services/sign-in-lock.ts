import type { Db } from '../db/client';
import { TooManyRequestsError } from '../errors';
import { countAttempts, reset, type RateRule } from './rate-limit';

// Wrong passwords and second-factor codes, wherever they are tried, count together.
const loginRule: RateRule = { scope: 'login-failure', limit: 5, windowSeconds: 15 * 60 };
const accountKey = (loginAccount: string) => `account:${loginAccount.toLowerCase()}`;
const clientKey = (address: string) => `client:${address}`;

/** A guess at an account's password or code, counted before it is checked; a wrong one stays counted. */
export interface Guess {
  /** Nothing was guessed after all: the attempt is taken back. */
  withdraw(): Promise<void>;
  /** The guess was right: the attempt is taken back and the account's failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts a guess at `loginAccount`'s password or code against the account and, when its address
 * is given, the client. After five failures of either in 15 minutes every guess is refused,
 * a right one too, with 429.
 */
export async function countGuess(db: Db, loginAccount: string, clientAddress?: string): Promise<Guess> {
  const account = accountKey(loginAccount);
  const keys = clientAddress === undefined ? [account] : [account, clientKey(clientAddress)];
  const attempt = await countAttempts(db, loginRule, keys);
  if (attempt.over) {
    await attempt.withdraw();
    throw new TooManyRequestsError('Too many failed sign-in attempts. Please try again in 15 minutes.');
  }
  return {
    withdraw: attempt.withdraw,
    async succeeded() {
      await attempt.withdraw();
      await reset(db, loginRule, account);
    },
  };
}
