import { NotFoundError } from '../errors';

/** What a read found, or the 404 `<what> not found` when it found nothing. */
export function found<T>(item: T | null | undefined, what: string): T {
  if (item === undefined || item === null) throw new NotFoundError(what);
  return item;
}
