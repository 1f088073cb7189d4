'use client';

import { SiteLink } from '@/components/site/site-link';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/** An item of a later page, as its page's HTML has it. */
interface AddedItem {
  id: string;
  html: string;
}

/** Holds the Load More link's path (without base path), so the next page's can be read from its HTML. */
const nextAttribute = 'data-load-more';

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The items of the page at `url` and the path of its Load More link, as the server rendered them. */
async function fetchPage(url: string, list: string): Promise<{ items: AddedItem[]; next: string | null }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const items = [...page.querySelectorAll(`[data-list="${list}"] > li`)].map((li) => ({ id: li.id, html: li.innerHTML }));
  return { items, next: page.querySelector(`[data-list="${list}"] ~ nav [${nextAttribute}]`)?.getAttribute(nextAttribute) ?? null };
}

/**
 * A list page's items, its status line and its links to the previous and next pages. Load More
 * is a link to the next page; in the browser it fetches that page (the same HTML a crawler
 * gets), appends its items here without touching those shown, and moves focus to the first new
 * one. The URL stays: Back leaves the list as before.
 */
export function GrowingList({
  list,
  className,
  testId,
  children,
  lang,
  from,
  to,
  links,
  labels,
}: {
  list: string;
  className: string;
  testId: string;
  /** This page's `li` items. */
  children: ReactNode;
  /** The page's language (BCP 47), to write the numbers. */
  lang: string;
  /** The places in the whole list of this page's first and last items (from 1). */
  from: number;
  to: number;
  links: { previous: string | null; next: string | null };
  /** `status` is "Showing {from}–{to} of …", translated but for those two numbers. */
  labels: { status: string; previous: string; loadMore: string; pages: string };
}) {
  const [added, setAdded] = useState<AddedItem[]>([]);
  const [nextHref, setNextHref] = useState(links.next);
  const [busy, setBusy] = useState(false);
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    const target = focusTarget.current ? document.getElementById(focusTarget.current) : null;
    focusTarget.current = null;
    target?.focus();
  }, [added]);

  async function onLoadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (busy) return;
    const url = event.currentTarget.href;
    setBusy(true);
    try {
      const page = await fetchPage(url, list);
      focusTarget.current = page.items[0]?.id ?? null;
      setAdded((shown) => [...shown, ...page.items]);
      setNextHref(page.next);
    } catch {
      // The link still leads to that page.
      window.location.assign(url);
    } finally {
      setBusy(false);
    }
  }

  const number = new Intl.NumberFormat(lang);
  return (
    <>
      <ul className={className} data-testid={testId} data-list={list}>
        {children}
        {added.map((item) => (
          // Focus moves to the first added item (and only to added ones: the page's own need no tabIndex).
          <li key={item.id} id={item.id} tabIndex={-1} className="outline-offset-4" dangerouslySetInnerHTML={{ __html: item.html }} />
        ))}
      </ul>
      <nav aria-label={labels.pages} className="mt-14 flex flex-col items-center gap-5 text-center print:hidden">
        <p role="status" className="text-sm tracking-wide text-muted">
          {labels.status.replace('{from}', number.format(from)).replace('{to}', number.format(to + added.length))}
        </p>
        <p className="flex flex-wrap items-center justify-center gap-5">
          {links.previous ? (
            <SiteLink href={links.previous} rel="prev" className="button-outline">
              {labels.previous}
            </SiteLink>
          ) : null}
          {nextHref ? (
            <SiteLink
              href={nextHref}
              rel="next"
              className="button-outline"
              onClick={onLoadMore}
              aria-busy={busy}
              data-testid="load-more"
              {...{ [nextAttribute]: nextHref }}
            >
              {labels.loadMore}
            </SiteLink>
          ) : null}
        </p>
      </nav>
    </>
  );
}
