import type en from './messages/en.json';
import type { UrlLocale } from './i18n/locales';

// Message keys and locales are checked by type wherever next-intl is called: a locale is one of
// the registry's URL prefixes (i18n/locales.ts), the messages are English's.
declare module 'next-intl' {
  interface AppConfig {
    Locale: UrlLocale;
    Messages: typeof en;
  }
}
