'use client';

import useSWR from 'swr';
import type { Envelope } from '@/lib/validation/envelope';
import type { ApiPath, ApiResult, InputArgs } from './api-calls';
import { swrFetcher, type ApiKey } from './fetcher';

/**
 * Reads an API call through SWR: `useApi('/admin/banner/detail/:id', { param: { id } })`, typed
 * by the call. A null path waits (conditional fetching). `data` is the result, `pageable` the list paging.
 */
export function useApi<P extends ApiPath<'get'>>(path: P | null, ...[input]: InputArgs<'get', P>) {
  const key: ApiKey | null = path ? [path, input ?? {}] : null;
  const swr = useSWR(key, swrFetcher as (key: ApiKey) => Promise<Envelope<ApiResult<'get', P>>>);
  return {
    data: swr.data?.result,
    pageable: swr.data?.pageable,
    error: swr.error as Error | undefined,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}
