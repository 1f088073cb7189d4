'use client';

import { ChevronDown, Scale } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { useMine } from '@/lib/admin/session';
import { useTranslationsToDo } from '@/lib/admin/translations';
import { useReviewQueue } from '@/lib/admin/workflow/calls';
import { cx } from '../ui/cx';
import { isCurrent, navItems } from './nav-items';

// Focus rings in white: the primary blue is too faint on the dark side bar.
const linkClass = 'mx-1 my-0.5 flex items-center rounded-md transition-colors hover:text-white focus-visible:outline-white';

/** The firm's mark and the navigation of every section, on the dark side bar (beside the screen, or in the phone menu). */
export function SideNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const t = useT(shellText);
  const pathname = usePathname();
  const { isAdministrator, isTranslator, data: mine } = useMine();
  const items = navItems.filter((item) => (isTranslator ? item.forTranslators : !item.adminOnly || !mine || isAdministrator));

  return (
    <>
      <Link
        href="/admin/articles/news/list"
        onClick={onNavigate}
        className="flex h-14 shrink-0 items-center gap-2 overflow-hidden px-5 font-semibold whitespace-nowrap text-white focus-visible:outline-white"
      >
        <span aria-hidden className="inline-flex size-7 shrink-0 items-center justify-center rounded bg-primary">
          <Scale className="size-4" />
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
                  onClick={onNavigate}
                  title={collapsed ? t[item.label] : undefined}
                  aria-label={collapsed ? t[item.label] : undefined}
                  aria-current={current && !item.children ? 'page' : undefined}
                  className={cx(
                    linkClass,
                    // A long name (Jobs, offices & languages) takes a second line rather than being cut.
                    'min-h-10 gap-2.5 px-5 py-1.5',
                    current && !item.children ? 'bg-sider-active text-white' : current && 'text-white',
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  {!collapsed && <span className="min-w-0 flex-1 leading-snug">{t[item.label]}</span>}
                  {!collapsed && item.reviewCount && <ReviewCount />}
                  {!collapsed && item.translationCount && <TranslationCount />}
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
                            onClick={onNavigate}
                            aria-current={childCurrent ? 'page' : undefined}
                            className={cx(
                              linkClass,
                              'min-h-9 py-1.5 pr-4 pl-12 leading-snug',
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
    </>
  );
}

/** How many versions wait for review, as a badge beside the queue's link. */
function ReviewCount() {
  const t = useT(shellText);
  const { data } = useReviewQueue();
  return <CountBadge count={data?.length} label={t.reviewCount} />;
}

/** How many versions are missing or out of date in the served languages, beside the Translations link. */
function TranslationCount() {
  const t = useT(shellText);
  return <CountBadge count={useTranslationsToDo()} label={t.translationCount} />;
}

/** A number beside a link, `label` (with `{count}`) for screen readers; nothing when zero. */
function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <>
      <span aria-hidden className="rounded-full bg-danger px-1.5 text-xs leading-5 text-white">
        {count}
      </span>
      <span className="sr-only">{format(label, { count })}</span>
    </>
  );
}
