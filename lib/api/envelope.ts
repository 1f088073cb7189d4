import type { Context } from 'hono';
import type { Pageable } from '../validation/envelope';
import type { Paging } from './params';

export function ok<T>(c: Context, result: T) {
  return c.json({ status: 200 as const, message: 'success', result }, 200);
}

export function okPage<T>(c: Context, result: T[], paging: Paging, totalCount: number) {
  return c.json(
    {
      status: 200 as const,
      message: 'success',
      result,
      pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } satisfies Pageable,
    },
    200,
  );
}
