'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { loginHref } from '@/lib/admin/paths';
import { getToken } from '@/lib/admin/token';

/**
 * Shows the back office only with a stored token; otherwise goes to the login page, which
 * brings the user back here after sign-in. (A stored but invalid token is caught by the
 * first request: the fetcher's 401 handling.)
 */
const hasToken = () => Boolean(getToken());
const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function AuthGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const allowed = useSyncExternalStore(subscribeToStorage, hasToken, () => false);

  useEffect(() => {
    // The token itself, not `allowed`: on a full page load the first (hydrating) render has the
    // server's `false` even when a token is stored, and leaving then sent signed-in staff to log in.
    if (getToken()) return;
    const base = process.env.__NEXT_ROUTER_BASEPATH || '';
    const path = window.location.pathname.slice(base.length) + window.location.search;
    router.replace(loginHref(path));
  }, [allowed, router]);

  useEffect(() => {
    // Signing out in another tab ends this one too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'authorization' && !event.newValue) router.replace(loginHref(window.location.pathname));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [router]);

  return allowed ? children : null;
}
