'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { SWRConfig } from 'swr';
import { setNavigator, swrFetcher } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { SiteLanguagesProvider, type SiteLanguage } from '@/lib/admin/site-languages';
import { ConfirmProvider } from './confirm-dialog';

/**
 * Notifications cover no button. On a wide screen they show at the top right, in the shell's
 * header (admin-shell.tsx) beside its buttons (`--shell-actions-width`), so neither those nor a
 * screen's own buttons at the top right of its content are under them. A narrower screen has no
 * room there: they show at the bottom, above an editor's action bar (`--editor-bar-height`). One
 * that covers the control the keyboard has just reached is dismissed.
 */
const headerToastOffset = { top: 8, right: 'calc(var(--shell-actions-width, 0px) + 32px)' };
const bottomToastOffset = { bottom: 'calc(var(--editor-bar-height, 0px) + 16px)', left: 16, right: 16 };
const wideScreen = '(min-width: 1024px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(wideScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia(wideScreen).matches;

/** Sonner's own greens, reds and oranges are faint on their tints (4.3:1); these are the shell's AA colours (admin.css). */
const toastColours = { '--success-text': '#237804', '--error-text': '#cf1322', '--warning-text': '#ad4e00' } as CSSProperties;

/** A notification over the control that has just taken the keyboard's focus goes, so the focus is never hidden. */
function dismissToastsOverFocus(event: FocusEvent) {
  if (!(event.target instanceof Element) || event.target.closest('[data-sonner-toaster]')) return;
  const focused = event.target.getBoundingClientRect();
  const covering = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter((note) => {
    const box = note.getBoundingClientRect();
    return box.left < focused.right && focused.left < box.right && box.top < focused.bottom && focused.top < box.bottom;
  });
  if (!covering.length) return;
  // Hidden at once, not after the notifications' closing animation.
  for (const note of covering) note.style.visibility = 'hidden';
  toast.dismiss();
}

/**
 * Everything every admin screen relies on: the languages the site serves, SWR with the one
 * fetcher, the notifications (4.5 s), the confirmation dialog.
 */
export function AdminProviders({ languages, children }: { languages: readonly SiteLanguage[]; children: ReactNode }) {
  const router = useRouter();
  const t = useT(commonText);
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  useEffect(() => setNavigator((href) => router.replace(href)), [router]);
  useEffect(() => {
    document.addEventListener('focusin', dismissToastsOverFocus);
    return () => document.removeEventListener('focusin', dismissToastsOverFocus);
  }, []);

  return (
    <SiteLanguagesProvider languages={languages}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Toaster
          position={wide ? 'top-right' : 'bottom-center'}
          offset={wide ? headerToastOffset : bottomToastOffset}
          mobileOffset={bottomToastOffset}
          duration={4500}
          richColors
          style={toastColours}
          closeButton
          containerAriaLabel={t.notifications}
          toastOptions={{
            closeButtonAriaLabel: t.closeNotification,
            classNames: { toast: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary' },
          }}
        />
      </SWRConfig>
    </SiteLanguagesProvider>
  );
}
