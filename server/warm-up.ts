import inject from 'light-my-request';
import { defaultUrlLocale, siteUrlLocales } from '../i18n/locales';
import { log } from '../lib/log';
import { sitePaths } from '../lib/site/paths';
import type { Handler } from './handler';

/**
 * Renders home once in each served language, through the page cache, before the instance calls
 * itself ready: the first visitor after a deploy is answered from memory, not by a cold render.
 * A page that fails is logged and does not hold the start: readiness reports the database.
 */
export async function warmUp(serve: Handler, basePath: string): Promise<void> {
  for (const locale of siteUrlLocales()) {
    const url = `${basePath}${locale === defaultUrlLocale() ? '' : `/${locale}`}${sitePaths.home}`;
    const answer = await inject(serve, { method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    if (answer.statusCode !== 200) log.warn({ url, status: answer.statusCode }, 'warming up: home did not render');
  }
}
