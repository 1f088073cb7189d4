'use client';

import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { Placeholder } from './card';

/** The "loading" line shown where data has not arrived yet. */
export function Loading() {
  const c = useT(commonText);
  return <Placeholder>{c.loading}</Placeholder>;
}
