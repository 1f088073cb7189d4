'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import type { Envelope } from '@/lib/validation/envelope';
import { swrFetcher, type Query } from './fetcher';

/**
 * Reads an admin API call through SWR: `useApi<Article[]>('/admin/latest-news', { pageNo: 1 })`.
 * A null path waits (conditional fetching). `data` is the result, `pageable` the list paging.
 */
export function useApi<T>(path: string | null, query?: Query, config?: SWRConfiguration<Envelope<T>>) {
  const swr = useSWR<Envelope<T>>(path ? [path, query ?? {}] : null, swrFetcher<T>, config);
  return {
    data: swr.data?.result,
    pageable: swr.data?.pageable,
    error: swr.error as Error | undefined,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}
