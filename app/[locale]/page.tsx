import { getPathname } from '@/i18n/navigation';
import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';

/** The empty path of a language goes to its home page. */
export default async function LocaleRoot({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await pageLocale(params);
  redirect(getPathname({ locale: locale, href: sitePaths.home }));
}
