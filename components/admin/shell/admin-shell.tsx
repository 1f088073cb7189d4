'use client';

import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { assetUrl } from '@/lib/admin/paths';
import { useMine } from '@/lib/admin/session';
import { cx } from '../ui/cx';
import { LocaleToggle } from './locale-toggle';
import { isCurrent, navItems } from './nav-items';
import { UserMenu } from './user-menu';

/** The frame of every /admin screen: side navigation, top bar with language and user menu. */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useT(shellText);
  const pathname = usePathname();
  const { isAdministrator, data: mine } = useMine();
  const [collapsed, setCollapsed] = useState(false);
  const items = navItems.filter((item) => !item.adminOnly || !mine || isAdministrator);

  return (
    <div className="flex min-h-screen">
      <aside
        className={cx(
          'sticky top-0 flex h-screen shrink-0 flex-col bg-sider text-white/65 transition-[width]',
          collapsed ? 'w-16' : 'w-56',
        )}
      >
        <Link
          href="/admin/articles/news/list"
          className="flex h-14 items-center gap-2 overflow-hidden px-5 font-semibold whitespace-nowrap text-white"
        >
          <span aria-hidden className="inline-flex size-7 shrink-0 items-center justify-center rounded bg-primary text-sm">
            律
          </span>
          {!collapsed && <span>{t.appName}</span>}
        </Link>
        <nav aria-label={t.navigation} className="flex-1 overflow-y-auto py-2">
          <ul>
            {items.map((item) => {
              const current = isCurrent(item.match, pathname);
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    title={collapsed ? t[item.label] : undefined}
                    aria-current={current && !item.children ? 'page' : undefined}
                    className={cx(
                      'mx-1 my-0.5 flex h-10 items-center gap-2.5 rounded-md px-5 transition-colors hover:text-white',
                      current && !item.children ? 'bg-sider-active text-white' : current && 'text-white',
                    )}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    {!collapsed && <span className="flex-1 truncate">{t[item.label]}</span>}
                    {!collapsed && item.children && (
                      <ChevronDown aria-hidden className={cx('size-3.5 transition-transform', !current && '-rotate-90')} />
                    )}
                  </Link>
                  {item.children && current && !collapsed && (
                    <ul className="bg-black/20 py-1">
                      {item.children.map((child) => {
                        const childCurrent = isCurrent(child.match, pathname);
                        return (
                          <li key={child.href}>
                            <Link
                              href={child.href}
                              aria-current={childCurrent ? 'page' : undefined}
                              className={cx(
                                'mx-1 my-0.5 flex h-9 items-center rounded-md pr-4 pl-12 transition-colors hover:text-white',
                                childCurrent && 'bg-sider-active text-white',
                              )}
                            >
                              {t[child.label]}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-4 bg-white px-4 shadow-[0_1px_4px_rgba(0,21,41,0.08)]">
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? t.expand : t.collapse}
            className="rounded p-1.5 text-ink-2 hover:bg-black/[0.06]"
          >
            {collapsed ? <PanelLeftOpen aria-hidden className="size-5" /> : <PanelLeftClose aria-hidden className="size-5" />}
          </button>
          <div className="flex items-center gap-3">
            <a href={assetUrl('/')} target="_blank" rel="noreferrer" className="text-ink-2 hover:text-primary">
              {t.viewSite}
            </a>
            <LocaleToggle />
            <UserMenu />
          </div>
        </header>
        <main className="flex-1 p-6">{children}</main>
      </div>
    </div>
  );
}
