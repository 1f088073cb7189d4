import { getPathname } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { siteLanguages, type UrlLocale } from '@/i18n/locales';
import { basePath } from '@/lib/base-path';
import type { FirmInfo } from '@/lib/site/firm';
import { sitePaths } from '@/lib/site/paths';
import { FirmLogo } from './firm-logo';
import { LanguageSwitcher, type MenuLanguage } from './language-switcher';
import { MobileMenu, NavLinks } from './navigation';
import { navItems } from './nav-items';
import { SearchBox } from './search/search-box';
import { StaticPart } from './static-part/static-part';

/**
 * The header of every public page: the firm, the six sections, the search box and the language
 * menu. The sections and the language menu are client components (they mark the page on screen);
 * the rest are static parts, outside React's payload.
 */
export async function SiteHeader({ locale, firm, firmName }: { locale: UrlLocale; firm: FirmInfo | null; firmName: string }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  const tSwitch = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const tSearch = await getTranslations({ locale, namespace: 'Search' });
  const searchLabels = { label: tSearch('label'), placeholder: tSearch('placeholder'), submit: tSearch('submit') };
  const items = navItems(locale, t);
  const languages: MenuLanguage[] = siteLanguages().map(({ urlLocale, langCode, htmlLang, langName }) => ({
    urlLocale,
    langCode,
    htmlLang,
    langName,
    prefix: getPathname({ locale: urlLocale, href: '' }),
  }));
  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-container site-header-bar">
        <StaticPart
          as="a"
          href={`${basePath}${getPathname({ locale: locale, href: sitePaths.home })}`}
          className="header-home"
          aria-label={t('homeLink', { name: firmName })}
        >
          <FirmLogo logoUrl={firm?.logoUrl ?? null} name={firmName} size={40} />
          <span className="header-firm-name" data-testid="firm-name">
            {firmName}
          </span>
        </StaticPart>
        <nav aria-label={t('label')} className="hidden lg:block">
          <NavLinks items={items} className="nav-links" linkClassName="nav-link" />
        </nav>
        <div className="header-tools print-hidden">
          <SearchBox locale={locale} id="header-search" labels={searchLabels} className="header-search" />
          {languages.length > 1 && <LanguageSwitcher locale={locale} languages={languages} label={tSwitch('label')} className="text-ink" />}
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
