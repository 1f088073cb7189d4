import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { langOf } from '@/i18n/locales';
import { PreviewArticle } from '@/components/site/preview/preview-article';
import { pageLocale } from '@/lib/site/locale';
import { previewItem } from '@/lib/site/preview';

type Props = { params: Promise<{ locale: string; token: string }> };

/** The item a preview link names, in the page's language; anything else is not found. */
async function load(params: Props['params']) {
  const { locale } = await pageLocale(params);
  const item = await previewItem((await params).token);
  if (!item || item.lang !== langOf(locale)) notFound();
  return { locale, item };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, item } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return { title: t('title', { title: item.title }), robots: { index: false, follow: false } };
}

/** A version not yet (or no longer) public, on the site's layout, for whoever holds the signed link. */
export default async function PreviewPage({ params }: Props) {
  const { locale, item } = await load(params);
  return <PreviewArticle locale={locale} item={item} />;
}
