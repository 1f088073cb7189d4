'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { PaginationProps } from './data-table';
import { basePath } from '@/lib/base-path';
import type { Pageable } from '@/lib/validation/envelope';

export interface ListState<F extends string> {
  pageNo: number;
  pageSize: number;
  filters: Record<F, string>;
  /** Sets filters and goes back to page 1. */
  search: (filters: Partial<Record<F, string>>) => void;
  setPage: (pageNo: number, pageSize?: number) => void;
  /** The query for the list call: pageNo, pageSize and the non-empty filters. */
  query: Record<string, string | number>;
  /** The table's pager for a list call's paging, once it has answered. */
  pagination: (pageable: Pageable | undefined) => PaginationProps | undefined;
}

/**
 * Paging and search of a list screen, kept in the URL so that Back from an edit screen
 * returns to the same page and search.
 */
export function useListState<F extends string>(filterNames: readonly F[], defaultPageSize = 10): ListState<F> {
  const params = useSearchParams();
  const pathname = usePathname();
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const pageSize = Math.max(1, Number(params.get('pageSize')) || defaultPageSize);
  const key = params.toString();

  const filters = useMemo(() => {
    const values = {} as Record<F, string>;
    for (const name of filterNames) values[name] = params.get(name) ?? '';
    return values;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const go = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (next.get('pageNo') === '1') next.delete('pageNo');
      const search = next.toString();
      // The browser's own history call, which Next.js follows: the list reads its data from the
      // API, so a search needs no round trip to the server (whose answer would also replace the
      // page's title for a moment).
      window.history.replaceState(null, '', `${basePath}${pathname}${search ? `?${search}` : ''}`);
    },
    [params, pathname],
  );

  const search = useCallback((values: Partial<Record<F, string>>) => go({ ...values, pageNo: 1 }), [go]);
  const setPage = useCallback((page: number, size?: number) => go({ pageNo: page, pageSize: size }), [go]);

  const query = useMemo(() => {
    const result: Record<string, string | number> = { pageNo, pageSize };
    for (const [name, value] of Object.entries(filters) as [string, string][]) if (value.trim()) result[name] = value.trim();
    return result;
  }, [filters, pageNo, pageSize]);

  const pagination = (pageable: Pageable | undefined) =>
    pageable && { pageNo, pageSize, totalCount: pageable.totalCount, onChange: setPage };

  return { pageNo, pageSize, filters, search, setPage, query, pagination };
}
