import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/site/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title') };
}

/** Any path no page answers: the not-found page, with HTTP 404. */
export default async function UnknownPage({ params }: Props) {
  await pageLocale(params);
  notFound();
}
