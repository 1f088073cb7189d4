import type { Context } from 'hono';
import { isSiteLangCode, siteLangCodes } from '@/i18n/locales';
import { InvalidInputError } from '../errors';
import { backOfficeLangCodes } from './messages/render';

/**
 * Every call's `lang`, query or header, must be a language the site serves: 400 naming `lang`.
 * On an admin call the header may also be the back office's own language (its messages are
 * Chinese or English whatever the site serves); content languages travel in the query there.
 */
export function checkRequestLang(c: Context, adminCall: boolean): void {
  const query = c.req.query('lang');
  const header = c.req.header('lang');
  const refused = (query && !isSiteLangCode(query)) || (header && !isSiteLangCode(header) && !(adminCall && header in backOfficeLangCodes));
  if (refused) throw new InvalidInputError('lang', '{field} must be one of {values}', { values: siteLangCodes().join(', ') });
}
