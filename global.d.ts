import type en from './messages/en.json';
import type { routing } from './i18n/routing';

// Message keys and locales are checked by type wherever next-intl is called.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof en;
  }
}
