'use client';

import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { assetUrl } from '@/lib/admin/paths';
import { cx } from '../ui/cx';
import { LocaleToggle } from './locale-toggle';
import { PhoneMenu } from './phone-menu';
import { ScreenTitle } from './screen-title';
import { SideNav } from './side-nav';
import { useWidthProperty } from './use-width-property';
import { UserMenu } from './user-menu';

/** The frame of every /admin screen: side navigation (a drawer on a phone), top bar with language and user menu. */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useT(shellText);
  const [collapsed, setCollapsed] = useState(false);
  // Notifications on a wide screen sit in the header beside these (providers.tsx).
  const actions = useWidthProperty<HTMLDivElement>('--shell-actions-width');

  return (
    <div className="flex min-h-screen">
      <ScreenTitle />
      <aside
        className={cx(
          'sticky top-0 hidden h-screen shrink-0 flex-col bg-sider text-white/65 transition-[width] md:flex',
          collapsed ? 'w-16' : 'w-56',
        )}
      >
        <SideNav collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 bg-white px-3 shadow-[0_1px_4px_rgba(0,21,41,0.08)] sm:gap-4 sm:px-4">
          <PhoneMenu />
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? t.expand : t.collapse}
            className="hidden rounded p-1.5 text-ink-2 hover:bg-black/[0.06] md:inline-flex"
          >
            {collapsed ? <PanelLeftOpen aria-hidden className="size-5" /> : <PanelLeftClose aria-hidden className="size-5" />}
          </button>
          <div ref={actions} className="flex min-w-0 items-center gap-2 sm:gap-3">
            <a href={assetUrl('/')} target="_blank" rel="noreferrer" className="whitespace-nowrap text-ink-2 hover:text-primary">
              {t.viewSite}
            </a>
            <LocaleToggle />
            <UserMenu />
          </div>
        </header>
        <main className="min-w-0 flex-1 p-3 sm:p-6">{children}</main>
      </div>
    </div>
  );
}
