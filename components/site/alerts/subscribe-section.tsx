import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import type { AlertFormOutcome } from '@/lib/site/alert-form';
import { SubscribeForm } from './subscribe-form';

/**
 * Insight alerts' subscribe form as a page's own section, with its words in the page's language:
 * the subscribe page, and a subscription link that no longer works.
 */
export async function SubscribeSection({
  locale,
  outcome,
  headingLevel = 2,
}: {
  locale: UrlLocale;
  outcome?: AlertFormOutcome;
  headingLevel?: 1 | 2;
}) {
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="alerts-heading" className="border-t border-ink/10 bg-paper" data-testid="alerts-section">
      <div className="site-container grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <Heading id="alerts-heading" className={headingLevel === 1 ? 'page-title' : 'text-2xl font-semibold text-ink'}>
            {t('heading')}
          </Heading>
          <p className="mt-4 max-w-prose text-base leading-relaxed text-ink/80">{t('intro')}</p>
        </div>
        <SubscribeForm locale={locale} id="alerts" outcome={outcome} />
      </div>
    </section>
  );
}
