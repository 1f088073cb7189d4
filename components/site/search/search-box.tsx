import { getPathname } from '@/i18n/navigation';
import type { UrlLocale } from '@/i18n/locales';
import { basePath } from '@/lib/base-path';
import { sitePaths } from '@/lib/site/paths';
import { StaticPart } from '../static-part/static-part';

/**
 * The site search: a plain GET form to the results page, so it works without JavaScript; a
 * static part, outside React's payload.
 */
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
    <StaticPart
      as="form"
      role="search"
      method="get"
      action={`${basePath}${getPathname({ locale, href: sitePaths.search })}`}
      className={`search-box ${className}`}
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
        {/* Drawn here rather than by the icon library: the form is in every page's header twice. */}
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="8" />
          <path d="m21 21-4.3-4.3" />
        </svg>
        <span className="sr-only">{labels.submit}</span>
      </button>
    </StaticPart>
  );
}
