import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { alertLabels, choiceOptions } from '@/components/site/alerts/alert-texts';
import { PreferencesForm } from '@/components/site/alerts/preferences-form';
import { basePath } from '@/lib/base-path';
import { readOutcome } from '@/lib/site/alert-form';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { openSubscription } from '@/lib/site/subscriptions';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return { title: t('preferencesTitle'), robots: { index: false, follow: false } };
}

/**
 * Where every link of an alert e-mail leads: a confirmation link confirms the subscription and
 * says so; a preferences link opens it to change or unsubscribe, and its form's answer lands here
 * (`?done=`, `?error=`: lib/site/alert-form.ts). A wrong or expired link is not found (not-found.tsx beside this page explains and offers to subscribe again).
 */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params);
  const opened = await openSubscription((await params).token);
  if (!opened) notFound();
  const { subscription, confirmed } = opened;
  const [t, labels, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    alertLabels(locale),
    choiceOptions(locale),
  ]);
  const note = subscription.state === 'active' ? (confirmed ? t('confirmed') : null) : t(subscription.state);
  return (
    <section className="site-container max-w-3xl py-16 lg:py-24" data-testid="subscription-page">
      <h1 className="page-title">{t('preferencesTitle')}</h1>
      <p className="page-lead">{t('preferencesLead', { email: subscription.email })}</p>
      {note ? (
        <p className="mt-8 border-s-4 border-accent bg-paper px-5 py-4 text-ink" data-testid="subscription-note">
          {note}
        </p>
      ) : null}
      <div className="mt-10">
        <PreferencesForm
          locale={locale}
          token={subscription.token}
          labels={labels}
          options={options}
          subscription={subscription}
          outcome={readOutcome(await searchParams)}
          subscribeHref={`${basePath}${getPathname({ locale, href: sitePaths.subscribe })}`}
        />
      </div>
    </section>
  );
}
