import { getPathname } from '@/i18n/navigation';
import { Search } from 'lucide-react';
import type { UrlLocale } from '@/i18n/locales';
import { sitePaths } from '@/lib/site/paths';

// A plain form's action is not rewritten by Next.js the way links are, so it gets the base path here.
const basePath = process.env.__NEXT_ROUTER_BASEPATH || '';

/** The site search: a plain GET form to the results page, so it works without JavaScript. */
export function SearchBox({
  locale,
  id,
  labels,
  defaultValue = '',
  className = '',
}: {
  locale: UrlLocale;
  /** Unique on the page: the header and the results page each have one. */
  id: string;
  labels: { label: string; placeholder: string; submit: string };
  defaultValue?: string;
  className?: string;
}) {
  return (
    <form
      role="search"
      method="get"
      action={`${basePath}${getPathname({ locale, href: sitePaths.search })}`}
      className={`flex ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={100}
        defaultValue={defaultValue}
        placeholder={labels.placeholder}
        className="search-box-input"
      />
      <button type="submit" className="search-box-button">
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{labels.submit}</span>
      </button>
    </form>
  );
}
