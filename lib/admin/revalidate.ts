import { mutate } from 'swr';
import type { ApiKey } from './fetcher';

/**
 * After a write: every cached read of `path` (and of the paths under it) is refetched when
 * on screen and otherwise read afresh the next time a screen shows it. A list screen opened
 * right after an editor saves thus never shows the list from before the save.
 */
export function revalidateApi(path: string): Promise<unknown> {
  return mutate((key: ApiKey) => {
    const keyPath = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : undefined;
    return typeof keyPath === 'string' && (keyPath === path || keyPath.startsWith(`${path}/`));
  });
}
