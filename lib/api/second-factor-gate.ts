import type { Db } from '../db/client';
import { ForbiddenError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { mustSetUpTotp } from '../services/security-config';

/** What a user who must set up two-factor sign-in may still reach: their account, sessions and the setup. */
const reachableBeforeSetup = [/^\/admin\/(mine|quit)$/, /^\/admin\/totp(\/|$)/, /^\/admin\/sessions(\/|$)/];

/**
 * When the site requires two-factor sign-in, a user without it signs in with their password but
 * gets 403 `TOTP_SETUP_REQUIRED` for everything else until they have set it up.
 */
export async function secondFactorGate(db: Db, user: AdminProfile, path: string): Promise<void> {
  if (reachableBeforeSetup.some((pattern) => pattern.test(path))) return;
  if (await mustSetUpTotp(db, user)) {
    throw new ForbiddenError('Set up two-factor sign-in first: the site requires it for every account', 'TOTP_SETUP_REQUIRED');
  }
}
