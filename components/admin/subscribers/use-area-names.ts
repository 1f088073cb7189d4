'use client';

import { adminLangCode, useAdminLocale } from '@/lib/admin/i18n/locale';
import { useApi } from '@/lib/admin/use-api';

/** A practice area's name by its group's `no`: in the back office's language where written, else in any. */
export function useAreaNames(): (no: string) => string {
  const wanted = adminLangCode(useAdminLocale());
  const areas = useApi('/admin/professionalField/lang/list');
  const names = new Map<string, string>();
  for (const area of areas.data ?? []) if (area.lang === wanted || !names.has(area.no)) names.set(area.no, area.name);
  return (no) => names.get(no) ?? no;
}
