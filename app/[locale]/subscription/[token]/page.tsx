import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getPathname } from '@/i18n/navigation';
import { alertLabels, choiceOptions } from '@/components/site/alerts/alert-texts';
import { ConfirmRequest } from '@/components/site/alerts/confirm-request';
import { PreferencesForm } from '@/components/site/alerts/preferences-form';
import { SubscriptionSection } from '@/components/site/alerts/subscription-section';
import { basePath } from '@/lib/base-path';
import { readOutcome } from '@/lib/site/alert-form';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { openSubscription } from '@/lib/site/subscriptions';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const opened = cache(openSubscription);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  const page = await opened((await params).token);
  return { title: t(page?.kind === 'confirm' ? 'confirmTitle' : 'preferencesTitle'), robots: { index: false, follow: false } };
}

/**
 * Where every link of an alert e-mail leads: a confirmation link shows what the reader asked for
 * and the button that confirms it (confirm-request.tsx); a preferences link opens the
 * subscription to change or unsubscribe, and its forms' answers land here (`?done=`, `?error=`:
 * lib/site/alert-form.ts), the confirmation's too. A wrong or expired link is not found
 * (not-found.tsx beside this page explains and offers to subscribe again).
 */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params);
  const { token } = await params;
  const page = await opened(token);
  if (!page) notFound();
  if (page.kind === 'confirm') return <ConfirmRequest locale={locale} token={token} confirmation={page.confirmation} />;
  const { subscription } = page;
  const [t, labels, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    alertLabels(locale),
    choiceOptions(locale),
  ]);
  const outcome = readOutcome(await searchParams);
  const note = subscription.state === 'active' ? (outcome.done === 'confirmed' ? t('confirmed') : null) : t(subscription.state);
  return (
    <SubscriptionSection title={t('preferencesTitle')} lead={t('preferencesLead', { email: subscription.email })} note={note}>
      <PreferencesForm
        locale={locale}
        token={subscription.token}
        labels={labels}
        options={options}
        subscription={subscription}
        outcome={outcome}
        subscribeHref={`${basePath}${getPathname({ locale, href: sitePaths.subscribe })}`}
      />
    </SubscriptionSection>
  );
}
