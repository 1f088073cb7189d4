'use client';

import { api } from './fetcher';
import { useApi } from './use-api';
import { clearToken } from './token';

/** The role that may manage staff accounts (the server enforces it; screens only hide). */
export const ADMIN_ROLE_ID = 1;
/** The role that translates into the languages its account names, and sends work to review. */
const TRANSLATOR_ROLE_ID = 3;

/** The signed-in user (`GET /api/admin/mine`), shared by every screen through SWR. */
export function useMine() {
  const mine = useApi('/admin/mine');
  return { ...mine, isAdministrator: mine.data?.roleId === ADMIN_ROLE_ID, isTranslator: mine.data?.roleId === TRANSLATOR_ROLE_ID };
}

/** Ends the session on the server (`GET /api/admin/quit`) and forgets the token. */
export async function signOut(): Promise<void> {
  try {
    await api.get('/admin/quit', { quiet: true });
  } finally {
    clearToken();
  }
}
