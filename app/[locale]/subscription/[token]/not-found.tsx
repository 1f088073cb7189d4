import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultUrlLocale, isSiteUrlLocale } from '@/i18n/locales';
import { SubscribeSection } from '@/components/site/alerts/subscribe-section';

/** A subscription link that is malformed, tampered with or expired: why, and the form to subscribe again (HTTP 404). */
export default async function SubscriptionLinkNotFound() {
  const requested: unknown = await rootLocale();
  const locale = typeof requested === 'string' && isSiteUrlLocale(requested) ? requested : defaultUrlLocale();
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return (
    <div data-testid="subscription-link-invalid">
      <section className="site-container max-w-3xl py-16 lg:py-20">
        <p className="eyebrow">404</p>
        <h1 className="page-title mt-4">{t('linkInvalidTitle')}</h1>
        <p className="page-lead">{t('linkInvalidBody')}</p>
      </section>
      <SubscribeSection locale={locale} />
    </div>
  );
}
