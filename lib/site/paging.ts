import type { PageRequest } from '@/lib/services/page-request';

/** One page of a public list: its number (`?page=N`, from 1) and the rows it covers. */
export interface ListPage extends PageRequest {
  number: number;
}

/** The page a list's `?page=` asks for; absent or malformed is the first. */
export function listPage(value: string | string[] | undefined, pageSize: number): ListPage {
  const text = Array.isArray(value) ? value[0] : value;
  const number = text && /^\d{1,9}$/.test(text) ? Math.max(Number(text), 1) : 1;
  return { number, offset: (number - 1) * pageSize, pageSize };
}

/** A page past the end of a list: a link that no longer leads anywhere (the first page never is). */
export function isPastTheEnd(page: ListPage, total: number): boolean {
  return page.number > 1 && page.offset >= total;
}
