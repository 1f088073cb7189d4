'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { loginHref } from '@/lib/admin/paths';
import { getToken } from '@/lib/admin/token';

/**
 * Shows the back office only with a stored token; otherwise goes to the login page, which
 * brings the user back here after sign-in. (A stored but invalid token is caught by the
 * first request: the fetcher's 401 handling.)
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    if (getToken()) {
      setAllowed(true);
      return;
    }
    const base = process.env.__NEXT_ROUTER_BASEPATH || '';
    const path = window.location.pathname.slice(base.length) + window.location.search;
    router.replace(loginHref(path));
  }, [router]);

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
