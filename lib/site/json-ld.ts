import { getPathname } from '@/i18n/navigation';
import { htmlLangOf, type UrlLocale } from '@/i18n/locales';
import { latinNameBeside } from '@/lib/content/latin-name';
import { absoluteUrl } from './absolute-url';
import { sitePaths } from './paths';
import { absoluteMedia } from './seo';

/** What structured data needs to know about the firm (from the portal configuration). */
export interface FirmFacts {
  name: string;
  logoUrl?: string | null;
  address?: string | null;
  email?: string | null;
  tel?: string | null;
  description?: string | null;
}

type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/** Drops empty fields so the output carries no `null` or `""` values. */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) => field !== null && field !== undefined && field !== '' && !(Array.isArray(field) && !field.length),
    ),
  );
}

function firmReference(firm: FirmFacts, locale: UrlLocale): JsonLd {
  return compact({
    '@type': 'LegalService',
    '@id': `${absoluteUrl(getPathname({ locale: locale, href: sitePaths.home }))}#firm`,
    name: firm.name,
    url: absoluteUrl(getPathname({ locale: locale, href: sitePaths.home })),
    logo: firm.logoUrl ? absoluteMedia(firm.logoUrl) : undefined,
  });
}

/** The firm as a LegalService, for the home and about pages. */
export function legalServiceJsonLd(firm: FirmFacts, locale: UrlLocale): JsonLd {
  return compact({
    '@context': context,
    ...firmReference(firm, locale),
    image: firm.logoUrl ? absoluteMedia(firm.logoUrl) : undefined,
    description: firm.description,
    email: firm.email,
    telephone: firm.tel,
    address: firm.address ? { '@type': 'PostalAddress', streetAddress: firm.address, addressCountry: 'SG' } : undefined,
    areaServed: 'Singapore',
    inLanguage: htmlLangOf(locale),
  });
}

/** The site itself, with the search box search engines may show: its target is the search page. */
export function webSiteJsonLd(name: string, locale: UrlLocale): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    name,
    url: absoluteUrl(getPathname({ locale: locale, href: sitePaths.home })),
    inLanguage: htmlLangOf(locale),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(getPathname({ locale: locale, href: sitePaths.search }))}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A lawyer as a Person working for the firm, for a lawyer's page. */
export function personJsonLd(
  person: {
    name: string;
    /** The name in Latin script: the Person's `alternateName` where it differs from `name`. */
    latinName?: string | null;
    /** The page's path without locale prefix, e.g. `/people/detail/3`. */
    path: string;
    photoUrl?: string | null;
    jobTitles?: string[];
    email?: string | null;
    telephone?: string | null;
    office?: string | null;
    practiceAreas?: string[];
    description?: string | null;
    admissions?: { jurisdiction: string; year: number | null }[];
    education?: { institution: string; qualification: string | null; year: number | null }[];
    /** The languages spoken, by name. */
    languages?: string[];
  },
  firm: FirmFacts,
  locale: UrlLocale,
): JsonLd {
  const education = person.education ?? [];
  // Each admission is a licence, each degree a credential of the school that awarded it.
  const credentials = [
    ...(person.admissions ?? []).map((admission) =>
      compact({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: admission.jurisdiction,
        dateCreated: admission.year ? String(admission.year) : undefined,
      }),
    ),
    ...education
      .filter((entry) => entry.qualification)
      .map((entry) =>
        compact({
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'degree',
          name: entry.qualification,
          recognizedBy: { '@type': 'EducationalOrganization', name: entry.institution },
          dateCreated: entry.year ? String(entry.year) : undefined,
        }),
      ),
  ];
  return compact({
    '@context': context,
    '@type': 'Person',
    name: person.name,
    alternateName: latinNameBeside(person.name, person.latinName),
    url: absoluteUrl(getPathname({ locale: locale, href: person.path })),
    image: person.photoUrl ? absoluteMedia(person.photoUrl) : undefined,
    jobTitle: person.jobTitles?.length ? person.jobTitles.join(', ') : undefined,
    email: person.email ? `mailto:${person.email}` : undefined,
    telephone: person.telephone,
    workLocation: person.office ? { '@type': 'Place', name: person.office } : undefined,
    knowsAbout: person.practiceAreas,
    knowsLanguage: person.languages?.map((name) => ({ '@type': 'Language', name })),
    alumniOf: [...new Set(education.map((entry) => entry.institution))].map((name) => ({ '@type': 'EducationalOrganization', name })),
    hasCredential: credentials,
    description: person.description,
    worksFor: firmReference(firm, locale),
  });
}

/** A news article or deal as a NewsArticle, for their detail pages. */
export function newsArticleJsonLd(
  article: {
    title: string;
    /** The page's path without locale prefix, e.g. `/news/detail/12`. */
    path: string;
    description?: string | null;
    coverUrl?: string | null;
    createTime: string;
    updateTime?: string | null;
  },
  firm: FirmFacts,
  locale: UrlLocale,
): JsonLd {
  const url = absoluteUrl(getPathname({ locale: locale, href: article.path }));
  return compact({
    '@context': context,
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    description: article.description,
    image: article.coverUrl ? [absoluteMedia(article.coverUrl)] : undefined,
    datePublished: article.createTime,
    dateModified: article.updateTime || article.createTime,
    inLanguage: htmlLangOf(locale),
    author: firmReference(firm, locale),
    publisher: firmReference(firm, locale),
  });
}
