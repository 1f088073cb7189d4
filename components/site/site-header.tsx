import { getPathname } from '@/i18n/navigation';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { urlLocales, type UrlLocale } from '@/i18n/locales';
import type { FirmInfo } from '@/lib/site/firm';
import { sitePaths } from '@/lib/site/paths';
import { FirmLogo } from './firm-logo';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu, NavLinks } from './navigation';
import { navItems } from './nav-items';
import { SearchBox } from './search/search-box';

/** The header of every public page: the firm, the six sections, the search box and the language switcher. */
export async function SiteHeader({ locale, firm, firmName }: { locale: UrlLocale; firm: FirmInfo | null; firmName: string }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  const tSwitch = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const tSearch = await getTranslations({ locale, namespace: 'Search' });
  const searchLabels = { label: tSearch('label'), placeholder: tSearch('placeholder'), submit: tSearch('submit') };
  const items = navItems(locale, t);
  const target = urlLocales.find((other) => other !== locale) ?? locale;
  return (
    <header
      className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 print:static"
      data-testid="site-header"
    >
      <div className="site-container relative flex min-h-16 items-center justify-between gap-3 py-2 lg:min-h-20">
        <SiteLink
          href={getPathname({ locale: locale, href: sitePaths.home })}
          className="flex min-w-0 items-center gap-3"
          aria-label={t('homeLink', { name: firmName })}
        >
          <FirmLogo logoUrl={firm?.logoUrl ?? null} name={firmName} size={40} />
          <span className="font-serif text-base font-semibold leading-tight text-ink sm:text-xl" data-testid="firm-name">
            {firmName}
          </span>
        </SiteLink>
        <nav aria-label={t('label')} className="hidden lg:block">
          <NavLinks items={items} className="flex items-center gap-5 xl:gap-7" linkClassName="nav-link" />
        </nav>
        <div className="flex shrink-0 items-center gap-2 print-hidden">
          <SearchBox locale={locale} id="header-search" labels={searchLabels} className="hidden w-44 sm:flex xl:w-56" />
          <LanguageSwitcher
            locale={locale}
            target={target}
            label={tSwitch('label')}
            description={tSwitch('description')}
            hrefLang={tSwitch('hrefLang')}
            className="text-ink"
          />
          <MobileMenu label={t('menu')}>
            <nav aria-label={t('label')} className="site-container pb-6 pt-2">
              <SearchBox locale={locale} id="menu-search" labels={searchLabels} className="mb-2 sm:hidden" />
              <NavLinks items={items} linkClassName="menu-link" />
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
