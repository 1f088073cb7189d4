import { defaultLangCode, isSiteLangCode, type LangCode } from '../../i18n/locales';
import { contentChanged } from '../cache/invalidation';
import { cacheTags } from '../cache/tags';
import type { Db } from '../db/client';
import { ForbiddenError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as settings from '../repositories/site-settings';
import type { LanguageConfig } from '../validation/language-config';

export type { Reader } from '../repositories/shown-versions';
import { audit } from './audit';
import { ADMIN_ROLE_ID } from './administrator';

const FALLBACK = 'languageFallback';

function requireAdministrator(actor: AdminProfile): void {
  if (actor.roleId !== ADMIN_ROLE_ID) throw new ForbiddenError('Only an administrator can change the language settings');
}

/** What `languageFallback` stores when staff turned the fallback off. */
const OFF = '';

/**
 * The fallback language: an item without a version in a reader's language shows this language's
 * version, else its source's; null only when staff turned it off. On until set: never set, it is
 * the site's default language, as is a stored language the site no longer serves (SITE_LANGUAGES
 * may have changed since).
 */
export async function fallbackLanguage(db: Db): Promise<LangCode | null> {
  const stored = await settings.readSetting(db, FALLBACK);
  if (stored === OFF) return null;
  return stored !== undefined && isSiteLangCode(stored) ? stored : defaultLangCode();
}

export async function getLanguageConfig(db: Db, actor: AdminProfile): Promise<LanguageConfig> {
  requireAdministrator(actor);
  return { fallback: await fallbackLanguage(db) };
}

/** Sets the fallback language (null: off); every public page may show it, so every cached page is forgotten. */
export async function saveLanguageConfig(db: Db, actor: AdminProfile, input: LanguageConfig): Promise<LanguageConfig> {
  requireAdministrator(actor);
  await db.transaction().execute(async (trx) => {
    await settings.writeSetting(trx, FALLBACK, input.fallback ?? OFF);
    await audit(trx, actor, 'update', 'siteSetting', FALLBACK);
  });
  contentChanged(...Object.values(cacheTags));
  return getLanguageConfig(db, actor);
}
