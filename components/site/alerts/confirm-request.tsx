import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { UrlLocale } from '@/i18n/locales';
import { basePath } from '@/lib/base-path';
import { sitePaths } from '@/lib/site/paths';
import type { ConfirmationView } from '@/lib/validation/subscription';
import { choiceOptions } from './alert-texts';
import { SubscriptionSection } from './subscription-section';

/**
 * A confirmation link's page: what the reader asked for, and one button that confirms it, a plain
 * form posting to …/confirm/{token}/form. Opening the page changes nothing, so the mail scanners
 * that open every link of a message subscribe nobody. A link used already, or sent before the
 * address unsubscribed, says so and offers nothing to press.
 */
export async function ConfirmRequest({
  locale,
  token,
  confirmation,
}: {
  locale: UrlLocale;
  token: string;
  confirmation: ConfirmationView;
}) {
  const [t, options] = await Promise.all([getTranslations({ locale, namespace: 'Alerts' }), choiceOptions(locale)]);
  const title = t('confirmTitle');
  if (confirmation.state === 'used') return <SubscriptionSection title={title} note={t('confirmUsed')} />;
  if (confirmation.state === 'withdrawn') {
    return (
      <SubscriptionSection title={title} note={t('confirmWithdrawn')}>
        <a href={`${basePath}${getPathname({ locale, href: sitePaths.subscribe })}`} className="link-arrow">
          {t('subscribeAgain')}
          <span aria-hidden="true">→</span>
        </a>
      </SubscriptionSection>
    );
  }
  const language = options.languages.find((known) => known.langCode === confirmation.lang);
  const areaNames = new Map(options.areas.map((area) => [area.no, area.name]));
  const areas = confirmation.practiceAreas?.flatMap((no) => areaNames.get(no) ?? []);
  return (
    <SubscriptionSection title={title} lead={t('confirmLead', { email: confirmation.email })} note={null}>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr]" data-testid="confirm-choices">
        {confirmation.name ? (
          <>
            <dt className="alert-label">{t('name')}</dt>
            <dd>{confirmation.name}</dd>
          </>
        ) : null}
        <dt className="alert-label">{t('practiceAreas')}</dt>
        <dd>
          {areas ? (
            <ul>
              {areas.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            t('allAreas')
          )}
        </dd>
        <dt className="alert-label">{t('frequency')}</dt>
        <dd>{t(confirmation.frequency)}</dd>
        <dt className="alert-label">{t('language')}</dt>
        <dd lang={language?.htmlLang}>{language?.langName ?? confirmation.lang}</dd>
      </dl>
      <form method="post" action={`${basePath}/api/user/subscriptions/confirm/${token}/form`} className="mt-10">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="alert-button">
          {t('confirmButton')}
        </button>
      </form>
    </SubscriptionSection>
  );
}
