import type { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { localePath, sitePaths } from '@/lib/site/paths';
import type { NavItem } from './navigation';

type NavigationT = Awaited<ReturnType<typeof getTranslations<'Navigation'>>>;

/** The six sections of the main navigation, in the specification's order. */
export function navItems(locale: UrlLocale, t: NavigationT): NavItem[] {
  return [
    { href: localePath(locale, sitePaths.home), label: t('home') },
    { href: localePath(locale, sitePaths.about), label: t('about') },
    { href: localePath(locale, sitePaths.expertises), label: t('expertises') },
    { href: localePath(locale, sitePaths.people), label: t('people') },
    { href: localePath(locale, sitePaths.news), label: t('news') },
    { href: localePath(locale, sitePaths.cases), label: t('cases') },
  ];
}
