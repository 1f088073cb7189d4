import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { notFound } from 'next/navigation';
import { htmlLangOf, langOf, languageAt, listIn, type UrlLocale } from '@/i18n/locales';
import { RichText } from '@/components/site/articles/rich-text';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { LanguageAlternate } from '@/components/site/language-alternate';
import { lawyerProfile, type LawyerProfile } from '@/lib/site/lawyers';
import { SiteImage } from '@/components/site/site-image';
import { plainText } from '@/lib/content/sanitize';
import { firmInfo } from '@/lib/site/firm';
import { personJsonLd } from '@/lib/site/json-ld';
import { idOf, pageLocale } from '@/lib/site/locale';
import { telHref } from '@/lib/site/format';
import { sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';
import { otherLanguageItem, type ShownInFallback } from '@/lib/site/language-fallback';
import { alternateHrefs, detailVersions } from '@/lib/site/translations';
import { FallbackNotice } from '@/components/site/fallback-notice';
import { LawyerCredentials } from '@/components/site/people/lawyer-credentials';
import { LawyerName } from '@/components/site/people/lawyer-name';
import { RELATED_SHOWN, RelatedPublications } from '@/components/site/related-publications';
import { latestArticles } from '@/lib/site/article-lists';
import { latestHonours } from '@/lib/site/publications';
import './print.css';

interface Props {
  params: Promise<{ locale: string; id: string }>;
}

/**
 * The lawyer of this page in this language; a lawyer of another language goes to its translation,
 * else is shown in the fallback language (`shownIn`), else leads to the list.
 */
async function load(params: Props['params']): Promise<{ locale: UrlLocale; lawyer: LawyerProfile; shownIn?: ShownInFallback }> {
  const { locale, lang } = await pageLocale(params);
  const id = idOf((await params).id);
  const lawyer = id ? await lawyerProfile(id) : null;
  if (!lawyer) notFound();
  if (lawyer.lang === lang) return { locale, lawyer };
  return { locale, lawyer, shownIn: await otherLanguageItem(locale, lawyer, sitePaths.lawyer, sitePaths.people) };
}

/** The lawyer's newest deals, news and honours, in the profile's language, newest first (pinned or not). */
async function lawyerWork(lawyer: LawyerProfile) {
  const filter = { lawyerId: lawyer.id, newestFirst: true };
  const [deals, news, honours] = await Promise.all([
    latestArticles('deal', lawyer.lang, RELATED_SHOWN, filter),
    latestArticles('news', lawyer.lang, RELATED_SHOWN, filter),
    latestHonours(lawyer.lang, RELATED_SHOWN, filter),
  ]);
  return { deals, news, honours };
}

async function firmName(locale: UrlLocale) {
  const [firm, t] = await Promise.all([firmInfo(langOf(locale)), getTranslations({ locale, namespace: 'Site' })]);
  return { firm, name: firm?.name || t('fallbackName') };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, lawyer, shownIn } = await load(params);
  const t = await getTranslations({ locale, namespace: 'People' });
  const { name: firm } = await firmName(locale);
  const description =
    plainText(lawyer.intro, languageAt(locale)!.descriptionLength) ||
    t('profileDescription', {
      name: lawyer.name,
      titles: listIn(shownIn?.htmlLang ?? htmlLangOf(locale), lawyer.jobTitles) || t('title'),
      firm,
    });
  return buildMetadata({
    locale: shownIn?.locale ?? locale,
    noIndex: !!shownIn,
    path: sitePaths.lawyer(lawyer.id),
    title: lawyer.name,
    description,
    versions: detailVersions([lawyer, ...lawyer.versions], sitePaths.lawyer),
    image: lawyer.photoUrl ? { url: lawyer.photoUrl, alt: lawyer.name } : null,
    type: 'profile',
  });
}

export default async function LawyerPage({ params }: Props) {
  const { locale, lawyer, shownIn } = await load(params);
  const original = shownIn ? { lang: shownIn.htmlLang, dir: shownIn.dir } : {};
  const [t, tCommon, tNav, { firm, name: firmDisplayName }, work] = await Promise.all([
    getTranslations({ locale, namespace: 'People' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    firmName(locale),
    shownIn ? null : lawyerWork(lawyer),
  ]);
  const versions = detailVersions([lawyer, ...lawyer.versions], sitePaths.lawyer);
  const sections = lawyer.customContents.filter((section) => section.title.trim() || plainText(section.content));
  const contacts = [
    lawyer.office ? { key: 'office', label: t('office'), value: lawyer.office } : null,
    lawyer.phoneNumber ? { key: 'telephone', label: t('telephone'), value: lawyer.phoneNumber, href: telHref(lawyer.phoneNumber) } : null,
    lawyer.email ? { key: 'email', label: t('email'), value: lawyer.email, href: `mailto:${lawyer.email}` } : null,
  ].filter((item) => item !== null);

  return (
    <article className="lawyer-profile">
      <LanguageAlternate hrefs={await alternateHrefs(versions, sitePaths.people)} />
      {shownIn ? <FallbackNotice locale={locale} shownIn={shownIn} /> : null}
      <JsonLd
        data={personJsonLd(
          {
            name: lawyer.name,
            latinName: lawyer.latinName,
            path: sitePaths.lawyer(lawyer.id),
            photoUrl: lawyer.photoUrl,
            jobTitles: lawyer.jobTitles,
            email: lawyer.email,
            telephone: lawyer.phoneNumber,
            office: lawyer.office,
            practiceAreas: lawyer.practiceAreas.map((area) => area.name),
            description: plainText(lawyer.intro, 300) || null,
            admissions: lawyer.admissions,
            education: lawyer.education,
            languages: lawyer.languages.map((language) => language.name),
          },
          { name: firmDisplayName, logoUrl: firm?.logoUrl, email: firm?.email, tel: firm?.tel, address: firm?.address },
          locale,
        )}
      />

      <header className="border-b border-line bg-paper print:border-0 print:bg-transparent">
        <div className="site-container py-8 sm:py-12 lg:py-16 print:py-0">
          <div className="print:hidden">
            <Breadcrumbs
              label={tCommon('breadcrumb')}
              items={[
                { href: getPathname({ locale: locale, href: sitePaths.home }), label: tNav('home') },
                { href: getPathname({ locale: locale, href: sitePaths.people }), label: tNav('people') },
                { label: lawyer.name },
              ]}
            />
          </div>
          <div className="mt-8 grid gap-8 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-end md:grid-cols-[minmax(0,18rem)_1fr] lg:mt-10 lg:gap-14 print:mt-0 print:grid-cols-[9rem_1fr] print:gap-6">
            <div className="relative aspect-[4/5] w-full max-w-[15rem] overflow-hidden bg-mist sm:max-w-none">
              {lawyer.photoUrl ? (
                <SiteImage
                  src={lawyer.photoUrl}
                  alt={lawyer.name}
                  fill
                  preload
                  sizes="(min-width: 768px) 288px, (min-width: 640px) 224px, 240px"
                  className="object-cover object-top"
                />
              ) : (
                <span aria-hidden="true" className="absolute inset-0 grid place-items-center font-serif text-7xl text-ink/25">
                  {lawyer.name.trim().charAt(0)}
                </span>
              )}
            </div>
            <div className="min-w-0">
              {lawyer.jobTitles.length ? (
                <p className="eyebrow" data-testid="lawyer-titles" {...original}>
                  {listIn(shownIn?.htmlLang ?? htmlLangOf(locale), lawyer.jobTitles)}
                </p>
              ) : null}
              <h1 className="mt-3 text-4xl [overflow-wrap:anywhere] sm:text-5xl lg:text-6xl print:text-3xl" {...original}>
                <LawyerName name={lawyer.name} latinName={lawyer.latinName} />
              </h1>
              {contacts.length ? (
                <dl className="mt-8 grid gap-x-10 gap-y-4 text-[0.9375rem] sm:grid-cols-2 xl:grid-cols-3 print:mt-4 print:gap-y-1">
                  {contacts.map((item) => (
                    <div key={item.key} className="min-w-0 border-t border-line pt-3 print:border-0 print:pt-0">
                      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{item.label}</dt>
                      <dd className="mt-1 text-ink [overflow-wrap:anywhere]">
                        {item.href ? (
                          <a href={item.href} dir="ltr" className="underline decoration-accent underline-offset-4 hover:text-accent-strong">
                            {item.value}
                          </a>
                        ) : (
                          item.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <p className="mt-8 print:hidden">
                <SiteLink
                  href={getPathname({ locale: locale, href: `${sitePaths.lawyer(lawyer.id)}/vcard` })}
                  download
                  data-testid="vcard-download"
                  className="inline-flex min-h-12 items-center gap-3 bg-ink px-6 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-ink-soft"
                >
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
                    <rect x="3" y="5" width="18" height="14" rx="1.5" />
                    <circle cx="9" cy="11" r="2.2" />
                    <path d="M5.8 16.2c.6-1.6 1.8-2.4 3.2-2.4s2.6.8 3.2 2.4M14.5 10h4M14.5 13.5h3" />
                  </svg>
                  {t('downloadVCard')}
                </SiteLink>
              </p>
            </div>
          </div>
        </div>
      </header>

      <div className="site-container grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-20 print:block print:py-6">
        {lawyer.practiceAreas.length ? (
          <aside aria-labelledby="practice-areas" className="lg:col-start-2 lg:row-start-1 print:mb-6">
            <div className="border-t-2 border-accent pt-6 lg:sticky lg:top-28">
              <h2 id="practice-areas" className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
                {t('practiceAreas')}
              </h2>
              <ul className="mt-4 divide-y divide-line" data-testid="lawyer-practice-areas" {...original}>
                {lawyer.practiceAreas.map((area) => (
                  <li key={area.id}>
                    <SiteLink
                      href={getPathname({ locale: locale, href: sitePaths.practiceArea(area.id) })}
                      className="flex min-h-12 items-center justify-between gap-4 py-2 font-serif text-lg text-ink transition-colors hover:text-accent-strong"
                    >
                      {area.name}
                      <span aria-hidden="true" className="text-accent rtl:-scale-x-100 print:hidden">
                        →
                      </span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        ) : null}
        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-start-1 print:space-y-6">
          {plainText(lawyer.intro) || plainText(lawyer.customContent) ? (
            <section aria-labelledby="biography">
              <h2 id="biography" className="text-3xl print:text-xl">
                {tCommon('biography')}
              </h2>
              <RichText html={lawyer.intro} className="mt-6" {...original} />
              <RichText html={lawyer.customContent} className="mt-6" {...original} />
            </section>
          ) : null}
          <LawyerCredentials
            lawyer={lawyer}
            titles={{ admissions: t('admissions'), education: t('education'), languages: t('languages') }}
            original={original}
          />
          {sections.map((section, index) => (
            <section
              key={`${index}-${section.title}`}
              aria-labelledby={`section-${index}`}
              className="border-t border-line pt-10 print:pt-4"
            >
              <h2 id={`section-${index}`} className="text-2xl print:text-lg" {...original}>
                {section.title}
              </h2>
              <RichText html={section.content} className="mt-5" {...original} />
            </section>
          ))}
          {work ? (
            <RelatedPublications
              locale={locale}
              owner="lawyer"
              filter={`lawyerId=${lawyer.id}`}
              lists={[
                { kind: 'deal', title: t('experience'), items: work.deals },
                { kind: 'news', title: t('insights'), items: work.news },
                { kind: 'honour', title: t('honours'), items: work.honours },
              ]}
            />
          ) : null}
        </div>
      </div>
      <p className="site-container pb-16 print:hidden">
        <SiteLink href={getPathname({ locale: locale, href: sitePaths.people })} className="link-arrow">
          <span aria-hidden="true">←</span>
          {t('allPeople')}
        </SiteLink>
      </p>
    </article>
  );
}
