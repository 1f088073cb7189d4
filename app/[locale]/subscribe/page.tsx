import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeSection } from '@/components/site/alerts/subscribe-section';
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

/** The subscribe form on a page of its own; the entry forms (footer, lists) send `?email=` and `?from=` here. */
export default async function SubscribePage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params);
  const { email, from } = await searchParams;
  const text = (value: typeof email, max: number) => (typeof value === 'string' && value ? value.slice(0, max) : undefined);
  // `from`: the page whose entry form led here, kept in the consent record (a path of this site only).
  const source = text(from, 300);
  return (
    <SubscribeSection locale={locale} headingLevel={1} email={text(email, 254)} sourcePage={source?.startsWith('/') ? source : undefined} />
  );
}
