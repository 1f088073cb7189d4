import { isSiteLangCode } from '../../i18n/locales';
import { contentChanged } from '../cache/invalidation';
import { cacheTags } from '../cache/tags';
import type { Db } from '../db/client';
import { ForbiddenError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as settings from '../repositories/site-settings';
import type { LanguageConfig } from '../validation/language-config';
import { audit } from './audit';
import { ADMIN_ROLE_ID } from './administrator';

const FALLBACK = 'languageFallback';

function requireAdministrator(actor: AdminProfile): void {
  if (actor.roleId !== ADMIN_ROLE_ID) throw new ForbiddenError('Only an administrator can change the language settings');
}

/** The fallback language, if it is still one the site serves (SITE_LANGUAGES may have changed since). */
export async function fallbackLanguage(db: Db): Promise<string | null> {
  const stored = await settings.readSetting(db, FALLBACK);
  return stored && isSiteLangCode(stored) ? stored : null;
}

export async function getLanguageConfig(db: Db, actor: AdminProfile): Promise<LanguageConfig> {
  requireAdministrator(actor);
  return { fallback: await fallbackLanguage(db) };
}

/** Sets the fallback language; every public page may show it, so every cached page is forgotten. */
export async function saveLanguageConfig(db: Db, actor: AdminProfile, input: LanguageConfig): Promise<LanguageConfig> {
  requireAdministrator(actor);
  await db.transaction().execute(async (trx) => {
    await settings.writeSetting(trx, FALLBACK, input.fallback ?? '');
    await audit(trx, actor, 'update', 'siteSetting', FALLBACK);
  });
  contentChanged(...Object.values(cacheTags));
  return getLanguageConfig(db, actor);
}
