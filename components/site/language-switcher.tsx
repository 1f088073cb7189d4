'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { Language, UrlLocale } from '@/i18n/locales';
import { useLanguageAlternates } from './language-alternate';
import { SiteLink } from './site-link';

/**
 * A language the site serves, as the menu shows it (named in itself: `langName`), with the prefix
 * of its pages' paths ('' for the default language; i18n/navigation.ts lays them out on the
 * server, so the browser needs no table of the languages).
 */
export type MenuLanguage = Pick<Language, 'urlLocale' | 'langCode' | 'htmlLang' | 'langName'> & { prefix: string };

/** The page's path without its language prefix (`/` is the home page). */
function pageWithoutPrefix(prefix: string, pathname: string): string {
  const rest = pathname === prefix ? '/' : prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return rest === '/' ? '/home' : rest;
}

/** The visitor's choice: the server renders that language next time (the NEXT_LOCALE cookie). */
function rememberChoice(language: MenuLanguage) {
  document.cookie = `NEXT_LOCALE=${language.urlLocale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem('locale', language.langCode);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
}

/**
 * The menu of the languages the site serves, each named in its own script. Each entry leads to
 * this page in that language: a detail page's translation as the page declares it; before the
 * page's JavaScript runs, the same address under that language's prefix, which the server sends
 * on to the translation (lib/site/language-fallback.ts). A list keeps its query (search words,
 * filters, page): the server renders it into the links (every public page is rendered per
 * request and cached by its whole URL), so they work without JavaScript too. A `<details>`
 * element, so it opens by keyboard and without JavaScript; the choice is remembered in the
 * NEXT_LOCALE cookie (the server renders that language next time) and in local storage under
 * `locale`.
 */
export function LanguageSwitcher({
  locale,
  languages,
  label,
  className = '',
}: {
  locale: UrlLocale;
  languages: MenuLanguage[];
  label: string;
  className?: string;
}) {
  const pathname = usePathname() ?? '/';
  // The ids of a list's filters (practiceAreaId, cataId…) are kept as they are: the lists read
  // them across languages by translation group.
  const query = useSearchParams()?.toString();
  const declared = useLanguageAlternates();
  const current = languages.find((language) => language.urlLocale === locale);

  const page = pageWithoutPrefix(current?.prefix ?? '', pathname);
  const targetOf = (target: MenuLanguage) => declared?.[target.urlLocale] ?? { href: `${target.prefix}${page}${query ? `?${query}` : ''}` };

  return (
    <details
      className={`language-menu ${className}`}
      data-testid="language-menu"
      // Escape closes the menu and leaves the focus on its button; so does the focus leaving it.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
      }}
    >
      <summary className="language-switch" data-testid="language-switcher">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5M12 2.5C9.4 5.2 8.1 8.4 8.1 12s1.3 6.8 3.9 9.5" />
        </svg>
        <span className="sr-only">{label}: </span>
        <span lang={current?.htmlLang}>{current?.langName}</span>
      </summary>
      <ul className="language-menu-list" aria-label={label}>
        {languages.map((language) => {
          const { href, shownIn } = targetOf(language);
          return (
            <li key={language.urlLocale}>
              <SiteLink
                href={href}
                hrefLang={language.htmlLang}
                lang={language.htmlLang}
                aria-current={language.urlLocale === locale ? 'true' : undefined}
                onClick={() => rememberChoice(language)}
                className="language-menu-item"
                data-testid={`language-${language.urlLocale}`}
              >
                {language.langName}
                {/* Only the fallback language's version exists: the entry names it, as the page there will. */}
                {shownIn ? <span className="language-menu-note">({shownIn})</span> : null}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
