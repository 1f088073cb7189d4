import { getPathname } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { LawyerRow } from '@/components/site/lawyer-row';
import { SiteLink } from '@/components/site/site-link';
import { sitePaths } from '@/lib/site/paths';
import type { PublicationDetail } from '@/lib/site/publication-details';

/** The lawyers a news article, deal or honour names ("Contacts"), and its practice areas as links. */
export async function PublicationContacts({ locale, item }: { locale: UrlLocale; item: PublicationDetail }) {
  if (!item.lawyers.length && !item.practiceAreas.length) return null;
  const t = await getTranslations({ locale, namespace: 'Articles' });
  return (
    <div className="mt-16 grid gap-10 border-t border-line pt-10 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)] print:hidden">
      {item.lawyers.length ? (
        <section aria-labelledby="publication-contacts" data-testid="publication-contacts">
          <h2 id="publication-contacts" className="text-2xl">
            {t('contacts')}
          </h2>
          <ul className="mt-6 border-t border-line">
            {item.lawyers.map((lawyer) => (
              <li key={lawyer.id} lang={lawyer.shownIn}>
                <LawyerRow lawyer={lawyer} locale={locale} href={getPathname({ locale, href: sitePaths.lawyer(lawyer.id) })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.practiceAreas.length ? (
        <section aria-labelledby="publication-practice-areas" data-testid="publication-practice-areas" className="sm:col-start-2">
          <h2 id="publication-practice-areas" className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {t('practiceAreas')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {item.practiceAreas.map((area) => (
              <li key={area.id} lang={area.shownIn}>
                <SiteLink href={getPathname({ locale, href: sitePaths.practiceArea(area.id) })} className="filter-chip">
                  {area.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
