import { getPathname } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { htmlLangOf, type UrlLocale } from '@/i18n/locales';
import type { ListPage } from '@/lib/site/paging';
import { StaticPart } from '../static-part/static-part';
import { GrowingList } from './growing-list';

type Query = Record<string, string | undefined>;

/** The id of a list item by its place in the whole list (from 0): unique however many pages are shown. */
const listItemId = (list: string, index: number) => `${list}-item-${index}`;

/**
 * One page of a list (`?page=N`, N from 1): that page's items, rendered here, and links to the
 * pages before and after it, so a crawler reaches every item; Load More adds the next page in
 * the browser. The first page's address has no `page`. With `staticItems`, each item is a static
 * part (outside React's payload): for a list the browser never renders again without a full load.
 */
export async function PagedList<Item extends { id: number }>({
  locale,
  pathname,
  query,
  page,
  total,
  list,
  className,
  testId,
  status,
  items,
  staticItems = false,
  children,
}: {
  locale: UrlLocale;
  /** The list's path without locale prefix. */
  pathname: string;
  /** The list's filter, kept by the links. */
  query: Query;
  page: ListPage;
  total: number;
  /** The list's name in item ids. */
  list: string;
  className: string;
  testId: string;
  /** The translated "Showing {from}–{to} of …" line, with `{from}` and `{to}` left in. */
  status: string;
  items: Item[];
  /** The items never change in the browser: no filter of the list pushes a new payload (as the people list's do). */
  staticItems?: boolean;
  children: (item: Item, index: number) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const path = getPathname({ locale, href: pathname });
  const pageHref = (number: number) => {
    const search = new URLSearchParams(
      Object.entries({ ...query, page: number > 1 ? String(number) : undefined }).filter((entry): entry is [string, string] => !!entry[1]),
    );
    return search.size ? `${path}?${search}` : path;
  };
  const to = page.offset + items.length;
  return (
    <GrowingList
      list={list}
      className={className}
      testId={testId}
      lang={htmlLangOf(locale)}
      from={page.offset + 1}
      to={to}
      links={{ previous: page.number > 1 ? pageHref(page.number - 1) : null, next: to < total ? pageHref(page.number + 1) : null }}
      labels={{ status, previous: t('previousPage'), loadMore: t('loadMore'), pages: t('pages') }}
    >
      {items.map((item, index) =>
        staticItems ? (
          <StaticPart key={item.id} as="li" id={listItemId(list, page.offset + index)}>
            {children(item, index)}
          </StaticPart>
        ) : (
          <li key={item.id} id={listItemId(list, page.offset + index)}>
            {children(item, index)}
          </li>
        ),
      )}
    </GrowingList>
  );
}
