import { formatLocaleOf, type UrlLocale } from '@/i18n/locales';

/** The firm's dates are Singapore dates, written as Singapore writes them, whatever the server's settings. */
const siteTimeZone = 'Asia/Singapore';

/** A date as a page shows it: "22 November 2026" / "2026年11月22日". */
export function formatDate(locale: UrlLocale, iso: string, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(formatLocaleOf(locale), { dateStyle: style, timeZone: siteTimeZone }).format(date);
}

/** The year of a date, in Singapore. */
export function formatYear(locale: UrlLocale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(formatLocaleOf(locale), { year: 'numeric', timeZone: siteTimeZone }).format(date);
}

/** A count as the language writes numbers. */
export function formatCount(locale: UrlLocale, value: number): string {
  return new Intl.NumberFormat(formatLocaleOf(locale)).format(value);
}

/** The `tel:` link of a phone number as staff wrote it ("+65 6800 1200" → "tel:+6568001200"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
