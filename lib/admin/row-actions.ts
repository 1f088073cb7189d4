'use client';

import { api } from './fetcher';
import { commonText } from './i18n/common';
import { useT } from './i18n/dictionary';
import { notifySuccess } from './notify';

type Reload = () => Promise<unknown>;

/** Deletes one row of an admin list by its id, says so, and reads the list again. */
export function useRemoveRow(apiPath: string, reload: Reload) {
  const common = useT(commonText);
  return async (row: { id: number }) => {
    await api.delete(`${apiPath}/${row.id}`);
    notifySuccess(common.deleted);
    await reload();
  };
}

/** Pins (1) or unpins (0) one row of an admin list by its id, says so, and reads the list again. */
function usePinRow(apiPath: string, reload: Reload, done: { pinnedDone: string; unpinnedDone: string }) {
  return async (row: { id: number }, top: 0 | 1) => {
    try {
      await api.put(`${apiPath}/${row.id}/${top}`);
    } catch {
      return; // the fetcher has shown the error
    }
    notifySuccess(top ? done.pinnedDone : done.unpinnedDone);
    await reload();
  };
}

/** `setTop` and `remove` for a list whose rows can be both pinned and deleted. */
export function usePinAndRemoveRow(apiPath: string, reload: Reload, done: { pinnedDone: string; unpinnedDone: string }) {
  return { setTop: usePinRow(apiPath, reload, done), remove: useRemoveRow(apiPath, reload) };
}
