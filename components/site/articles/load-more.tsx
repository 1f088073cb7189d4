import { getPathname } from '@/i18n/navigation';
import type { UrlLocale } from '@/i18n/locales';

import { FocusFirstNewItem, LoadMoreLink } from './load-more-link';

type Query = Record<string, string | undefined>;

/** The id of the list item at `index`, so Load More can move focus to the first new one. */
export const listItemId = (list: string, index: number) => `${list}-item-${index}`;

/**
 * Load More as a link to the next page number: the server renders every page up to it, so
 * it works without JavaScript, the URL can be shared, and Back returns to fewer results.
 */
export function LoadMore({
  locale,
  pathname,
  query,
  page,
  list,
  shown,
  more,
  label,
  status,
}: {
  locale: UrlLocale;
  /** The list's path without locale prefix. */
  pathname: string;
  query: Query;
  page: number;
  /** The list's name in item ids (see listItemId). */
  list: string;
  /** How many items are on screen. */
  shown: number;
  /** Whether a further page exists. */
  more: boolean;
  label: string;
  /** The "shown of total" line, announced politely when more results arrive. */
  status: string;
}) {
  const next = new URLSearchParams(
    Object.entries({ ...query, page: String(page + 1) }).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return (
    <div className="mt-14 flex flex-col items-center gap-5 text-center print:hidden">
      <FocusFirstNewItem shown={shown} />
      <p role="status" className="text-sm tracking-wide text-muted">
        {status}
      </p>
      {more ? (
        <LoadMoreLink
          href={`${getPathname({ locale: locale, href: pathname })}?${next}`}
          firstNewItem={listItemId(list, shown)}
          className="inline-flex min-h-12 items-center border border-ink px-10 text-sm font-semibold uppercase tracking-[0.16em] text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {label}
        </LoadMoreLink>
      ) : null}
    </div>
  );
}
