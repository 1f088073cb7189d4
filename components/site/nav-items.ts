import { getPathname } from '@/i18n/navigation';
import type { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { sitePaths } from '@/lib/site/paths';
import type { NavItem } from './navigation';

type NavigationT = Awaited<ReturnType<typeof getTranslations<'Navigation'>>>;

/** The six sections of the main navigation, in the specification's order. */
export function navItems(locale: UrlLocale, t: NavigationT): NavItem[] {
  return [
    { href: getPathname({ locale: locale, href: sitePaths.home }), label: t('home') },
    { href: getPathname({ locale: locale, href: sitePaths.about }), label: t('about') },
    { href: getPathname({ locale: locale, href: sitePaths.practiceAreas }), label: t('expertises') },
    { href: getPathname({ locale: locale, href: sitePaths.people }), label: t('people') },
    { href: getPathname({ locale: locale, href: sitePaths.news }), label: t('news') },
    { href: getPathname({ locale: locale, href: sitePaths.deals }), label: t('deals') },
  ];
}
