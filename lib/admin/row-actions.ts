'use client';

import type { ApiPath } from './api-calls';
import { api } from './fetcher';
import { commonText } from './i18n/common';
import { useT } from './i18n/dictionary';
import { notifySuccess } from './notify';
import { refreshTranslations } from './translations';

type Reload = () => Promise<unknown>;

/** The lists whose rows are deleted by id: `DELETE <path>/:id`. */
type RemovablePath = ApiPath<'delete'> extends infer Path ? (Path extends `${infer List}/:id` ? List : never) : never;

/** The lists whose rows are pinned by id: `PUT <path>/:id/:top`. */
type PinnablePath = ApiPath<'put'> extends infer Path ? (Path extends `${infer List}/:id/:top` ? List : never) : never;

/** Deletes one row of an admin list by its id, says so, and reads the list again. */
export function useRemoveRow(apiPath: RemovablePath, reload: Reload) {
  const common = useT(commonText);
  return async (row: { id: number }) => {
    await api.delete(`${apiPath}/:id`, { param: { id: row.id } });
    notifySuccess(common.deleted);
    await Promise.all([reload(), refreshTranslations()]);
  };
}

/** Pins (1) or unpins (0) one row of an admin list by its id, says so, and reads the list again. */
function usePinRow(apiPath: PinnablePath, reload: Reload, done: { pinnedDone: string; unpinnedDone: string }) {
  return async (row: { id: number }, top: 0 | 1) => {
    try {
      await api.put(`${apiPath}/:id/:top`, { param: { id: row.id, top: `${top}` } });
    } catch {
      return; // the fetcher has shown the error
    }
    notifySuccess(top ? done.pinnedDone : done.unpinnedDone);
    await reload();
  };
}

/** `setTop` and `remove` for a list whose rows can be both pinned and deleted. */
export function usePinAndRemoveRow(
  apiPath: PinnablePath & RemovablePath,
  reload: Reload,
  done: { pinnedDone: string; unpinnedDone: string },
) {
  return { setTop: usePinRow(apiPath, reload, done), remove: useRemoveRow(apiPath, reload) };
}
