'use client';

import type { TotpStatus } from '@/lib/validation/two-factor';
import { useApi } from './use-api';

/** The signed-in user's two-factor sign-in (`GET /api/admin/totp`), shared through SWR. */
export function useTotpStatus() {
  return useApi<TotpStatus>('/admin/totp');
}
