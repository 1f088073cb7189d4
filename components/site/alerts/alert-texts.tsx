import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { siteLanguages, langOf, type UrlLocale } from '@/i18n/locales';
import { SiteLink } from '@/components/site/site-link';
import { practiceAreaList } from '@/lib/site/practice-areas';
import { sitePaths } from '@/lib/site/paths';
import type { AlertLabels, ChoiceOptions } from './alert-labels';

const keys = [
  'email',
  'name',
  'optional',
  'practiceAreas',
  'allAreas',
  'someAreas',
  'frequency',
  'instant',
  'weekly',
  'language',
  'submit',
  'sent',
  'fixErrors',
  'tooMany',
  'save',
  'saved',
  'unsubscribe',
  'unsubscribed',
  'subscribeAgain',
] as const;

/**
 * The words of the alert forms, resolved on the server so the browser needs no translation
 * library; the consent sentence links to the privacy policy.
 */
export async function alertLabels(locale: UrlLocale): Promise<AlertLabels> {
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  const privacy = getPathname({ locale, href: sitePaths.doc('privacy') });
  const words = Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<AlertLabels, 'consent' | 'problems'>;
  return {
    ...words,
    problems: {
      email: t('emailRequired'),
      name: t('fixErrors'),
      practiceAreas: t('areasRequired'),
      frequency: t('frequencyRequired'),
      lang: t('languageRequired'),
      consent: t('consentRequired'),
    },
    consent: t.rich('consent', {
      link: (chunks) => (
        <SiteLink href={privacy} className="underline underline-offset-2">
          {chunks}
        </SiteLink>
      ),
    }),
  };
}

/** The practice areas of the page's language and the languages the site serves. */
export async function choiceOptions(locale: UrlLocale): Promise<ChoiceOptions> {
  const areas = await practiceAreaList(langOf(locale));
  return {
    areas: areas.map((area) => ({ no: area.no, name: area.name })),
    languages: siteLanguages().map(({ langCode, langName, htmlLang }) => ({ langCode, langName, htmlLang })),
  };
}
