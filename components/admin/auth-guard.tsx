'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { loginHref } from '@/lib/admin/paths';
import { getToken } from '@/lib/admin/token';
import { basePath } from '@/lib/base-path';

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
    // Read the store itself: while hydrating, `allowed` is still the server's false.
    if (hasToken()) return;
    const path = window.location.pathname.slice(basePath.length) + window.location.search;
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
