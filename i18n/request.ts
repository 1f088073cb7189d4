import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { catalogueOf } from './catalogues';
import { siteRouting } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const routing = siteRouting();
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await catalogueOf(locale) };
});
