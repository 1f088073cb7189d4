import { z } from 'zod';

/** The paging of a list answer: which page, its size, and how many items there are in all. */
export interface Pageable {
  pageNo: number;
  pageSize: number;
  totalCount: number;
}

/** What every successful answer carries besides its `result`. */
export const successFields = { status: z.literal(200), message: z.string() };

/** A successful answer: `{status: 200, message: 'success', result}`; lists add `pageable`. */
export type Envelope<T> = z.infer<z.ZodObject<typeof successFields>> & { result: T; pageable?: Pageable };
