import type { Db } from '../db/client';
import { ConflictError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as settings from '../repositories/site-settings';
import type { SecurityConfig } from '../validation/two-factor';
import { audit } from './audit';
import { requireAdministrator } from './administrator';

const TOTP_REQUIRED = 'totpRequired';

/** Whether an administrator requires two-factor sign-in of every account. */
export async function isTotpRequired(db: Db): Promise<boolean> {
  return (await settings.readSetting(db, TOTP_REQUIRED)) === '1';
}

export async function getSecurityConfig(db: Db, actor: AdminProfile): Promise<SecurityConfig> {
  requireAdministrator(actor);
  return { totpRequired: Number(await isTotpRequired(db)) };
}

/** Sets the rules; requiring two-factor sign-in needs the administrator to have it, or the rule would hold them up too. */
export async function saveSecurityConfig(db: Db, actor: AdminProfile, input: SecurityConfig): Promise<SecurityConfig> {
  requireAdministrator(actor);
  if (input.totpRequired && !actor.totpEnabled) {
    throw new ConflictError('Turn on your own two-factor sign-in before requiring it of everyone');
  }
  await db.transaction().execute(async (trx) => {
    await settings.writeSetting(trx, TOTP_REQUIRED, String(input.totpRequired));
    await audit(trx, actor, 'update', 'siteSetting', TOTP_REQUIRED);
  });
  return getSecurityConfig(db, actor);
}

/**
 * A user who must set up two-factor sign-in before anything else: the site requires it and
 * they have none yet. They may sign in with their password, and the API then lets them reach
 * only their account and the setup (lib/api's second-factor gate).
 */
export async function mustSetUpTotp(db: Db, user: Pick<AdminProfile, 'totpEnabled'>): Promise<boolean> {
  return !user.totpEnabled && (await isTotpRequired(db));
}
