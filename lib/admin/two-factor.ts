'use client';

import { useApi } from './use-api';

/** The signed-in user's two-factor sign-in (`GET /api/admin/totp`), shared through SWR. */
export function useTotpStatus() {
  return useApi('/admin/totp');
}
