import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/site-link';
import { StaticPart } from '@/components/site/static-part/static-part';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultUrlLocale, isSiteUrlLocale, type UrlLocale } from '@/i18n/locales';
import { sitePaths } from '@/lib/site/paths';

/**
 * The language of the page: read from the route, not the request, because the not-found page
 * is also shown inside cached pages (unknown ids), which must not read headers.
 */
async function notFoundLocale(): Promise<UrlLocale> {
  const requested: unknown = await rootLocale();
  return typeof requested === 'string' && isSiteUrlLocale(requested) ? requested : defaultUrlLocale();
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Shown for any unknown path or id, with HTTP 404 (and a noindex robots tag from Next.js). Every
 * page's payload carries its layout's not-found boundary: a static part keeps it to a reference.
 */
export default async function NotFound() {
  const locale = await notFoundLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const links = [
    { href: sitePaths.home, label: t('home') },
    { href: sitePaths.practiceAreas, label: t('expertise') },
    { href: sitePaths.people, label: t('people') },
  ];
  return (
    <StaticPart as="section" className="site-container py-24 lg:py-32" data-testid="not-found">
      <p className="eyebrow">404</p>
      <h1 className="page-title mt-4">{t('title')}</h1>
      <p className="page-lead">{t('body')}</p>
      <ul className="mt-10 flex flex-col gap-y-4 sm:flex-row sm:flex-wrap sm:gap-x-8">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={getPathname({ locale: locale, href: link.href })} className="link-arrow">
              {link.label}
              <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </StaticPart>
  );
}
