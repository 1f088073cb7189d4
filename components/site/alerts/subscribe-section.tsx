import { getTranslations } from 'next-intl/server';
import { langOf, type UrlLocale } from '@/i18n/locales';
import { alertLabels, choiceOptions } from './alert-texts';
import { SubscribeFormFields } from './subscribe-form-fields';

/**
 * Insight alerts' subscribe form in a section of its own, with its words in the page's
 * language: on each article and deal, the subscribe page and a subscription link that no longer works.
 */
export async function SubscribeSection({
  locale,
  email,
  sourcePage,
  headingLevel = 2,
}: {
  locale: UrlLocale;
  email?: string;
  sourcePage?: string;
  headingLevel?: 1 | 2;
}) {
  const [t, labels, options] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    alertLabels(locale),
    choiceOptions(locale),
  ]);
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
        <SubscribeFormFields labels={labels} options={options} lang={langOf(locale)} email={email} sourcePage={sourcePage} />
      </div>
    </section>
  );
}
