'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { setNavigator, swrFetcher } from '@/lib/admin/fetcher';
import { SiteLanguagesProvider, type SiteLanguage } from '@/lib/admin/site-languages';
import { ConfirmProvider } from './confirm-dialog';

/**
 * Notifications show at the top centre, below the shell's 56-pixel header (admin-shell.tsx,
 * `h-14`): there they never cover the header's user menu and language switch, and on a laptop not
 * a screen's own buttons either (at the right of its title row, and in the editors' bar at the
 * bottom). On a phone one spans the width below the header, over the title row, until closed or gone.
 */
const toastOffset = { top: 72 };
const phoneToastOffset = { top: 64, left: 16, right: 16 };

/**
 * Everything every admin screen relies on: the languages the site serves, SWR with the one
 * fetcher, the notifications (4.5 s), the confirmation dialog.
 */
export function AdminProviders({ languages, children }: { languages: readonly SiteLanguage[]; children: ReactNode }) {
  const router = useRouter();
  useEffect(() => setNavigator((href) => router.replace(href)), [router]);

  return (
    <SiteLanguagesProvider languages={languages}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Toaster position="top-center" offset={toastOffset} mobileOffset={phoneToastOffset} duration={4500} richColors closeButton />
      </SWRConfig>
    </SiteLanguagesProvider>
  );
}
