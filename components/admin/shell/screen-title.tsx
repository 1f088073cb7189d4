'use client';

import { usePathname } from 'next/navigation';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { isCurrent, navItems } from './nav-items';

/** The browser tab's name, in the back office's language: the product alone, or the screen's name first. */
export function TabTitle({ screen }: { screen?: string }) {
  const t = useT(shellText);
  return <title>{screen ? `${screen} · ${t.productName}` : t.productName}</title>;
}

/**
 * The tab names the screen as the side menu does: a section's name on its list and editors
 * (News), a sub-screen's own (News folders); history and sign-in security by their titles.
 */
export function ScreenTitle() {
  const t = useT(shellText);
  const w = useT(workflowText);
  const pathname = usePathname();
  const item = navItems.find((entry) => isCurrent(entry.match, pathname));
  const child = item?.children?.find((entry) => isCurrent(entry.match, pathname));
  const others: Record<string, string> = { '/admin/history': w.historyTitle, '/admin/account/security': t.signInSecurity };
  const screen = child && child !== item?.children?.[0] ? t[child.label] : item ? t[item.label] : others[pathname];
  return <TabTitle screen={screen} />;
}
