'use client';

import { usePathname } from 'next/navigation';
import { langOf, type UrlLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { useLanguageAlternate } from './language-alternate';
import { SiteLink } from './site-link';

/** Detail pages whose ids differ between languages, and the list each one falls back to. */
const detailFallbacks: [RegExp, string][] = [
  [/^\/expertises\/detail\//, '/expertises'],
  [/^\/people\/detail\//, '/people'],
  [/^\/news\/detail\//, '/news'],
  [/^\/case\/detail\//, '/case'],
  [/^\/honor\/detail\//, '/about'],
];

/** The same page in the other language: the path without its locale prefix, a detail mapped to its list. */
function samePageIn(target: UrlLocale, current: UrlLocale, pathname: string): string {
  const prefix = `/${current}`;
  let rest = pathname === prefix ? '/' : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  for (const [pattern, list] of detailFallbacks) {
    if (pattern.test(rest)) {
      rest = list;
      break;
    }
  }
  return getPathname({ locale: target, href: rest === '/' ? '/home' : rest });
}

/**
 * The link to the other language. The choice is remembered in the NEXT_LOCALE cookie (so the
 * server renders that language next time) and in local storage under `locale`.
 */
export function LanguageSwitcher({
  locale,
  target,
  label,
  description,
  hrefLang,
  className = '',
}: {
  locale: UrlLocale;
  target: UrlLocale;
  label: string;
  description: string;
  hrefLang: string;
  className?: string;
}) {
  const pathname = usePathname() ?? '/';
  const declared = useLanguageAlternate();
  const href = declared ?? samePageIn(target, locale, pathname);

  function remember() {
    document.cookie = `NEXT_LOCALE=${target}; path=/; max-age=31536000; samesite=lax`;
    try {
      localStorage.setItem('locale', langOf(target));
    } catch {
      // Storage can be unavailable (private mode); the cookie still carries the choice.
    }
  }

  return (
    <SiteLink
      href={href}
      hrefLang={hrefLang}
      lang={hrefLang}
      onClick={remember}
      title={description}
      data-testid="language-switcher"
      className={`language-switch ${className}`}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5M12 2.5C9.4 5.2 8.1 8.4 8.1 12s1.3 6.8 3.9 9.5" />
      </svg>
      <span>{label}</span>
      <span className="sr-only"> ({description})</span>
    </SiteLink>
  );
}
