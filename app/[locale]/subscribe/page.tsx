import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeSection } from '@/components/site/alerts/subscribe-section';
import { readOutcome } from '@/lib/site/alert-form';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return buildMetadata({ locale, path: sitePaths.subscribe, title: t('heading'), description: t('intro'), noIndex: true });
}

/**
 * The subscribe form on a page of its own, and where every subscribe form's answer lands: the
 * query string says whether to thank the reader or which fields to correct (lib/site/alert-form.ts).
 */
export default async function SubscribePage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params);
  return <SubscribeSection locale={locale} headingLevel={1} outcome={readOutcome(await searchParams)} />;
}
