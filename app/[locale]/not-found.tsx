import Link from 'next/link';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { defaultUrlLocale, type UrlLocale } from '@/i18n/locales';
import { localePath, sitePaths } from '@/lib/site/paths';

async function currentLocale(): Promise<UrlLocale> {
  const locale = await getLocale();
  return hasLocale(routing.locales, locale) ? locale : defaultUrlLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'NotFound' });
  return { title: t('title') };
}

/** Shown for any unknown path or id, with HTTP 404. */
export default async function NotFound() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const links = [
    { href: sitePaths.home, label: t('home') },
    { href: sitePaths.expertises, label: t('expertise') },
    { href: sitePaths.people, label: t('people') },
  ];
  return (
    <section className="site-container py-24 lg:py-32" data-testid="not-found">
      <p className="eyebrow">404</p>
      <h1 className="mt-4 max-w-2xl text-4xl sm:text-5xl">{t('title')}</h1>
      <p className="mt-6 max-w-xl text-lg text-muted">{t('body')}</p>
      <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={localePath(locale, link.href)} className="link-arrow">
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
