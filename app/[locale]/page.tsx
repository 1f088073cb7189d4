import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/site/locale';
import { localePath, sitePaths } from '@/lib/site/paths';

/** The empty path of a language goes to its home page. */
export default async function LocaleRoot({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await pageLocale(params);
  redirect(localePath(locale, sitePaths.home));
}
