'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { setNavigator, swrFetcher } from '@/lib/admin/fetcher';
import { ConfirmProvider } from './confirm-dialog';

/**
 * Everything every admin screen relies on: SWR with the one fetcher, the notifications
 * (top-right, 24 px from the edge, 4.5 s), the confirmation dialog.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => setNavigator((href) => router.replace(href)), [router]);

  return (
    <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Toaster position="top-right" offset={24} duration={4500} richColors closeButton />
    </SWRConfig>
  );
}
