import { getAdminLocale, type AdminLocale } from './i18n/locale';

/** A stored ISO time as a short local date and time in the admin's language. */
export function formatDateTime(iso: string | null | undefined, locale: AdminLocale = getAdminLocale()): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
