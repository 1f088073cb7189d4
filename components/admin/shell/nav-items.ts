import {
  Award,
  BookA,
  Briefcase,
  Building2,
  ClipboardCheck,
  FileText,
  Gauge,
  Globe,
  Image as ImageIcon,
  Languages,
  Mail,
  MailPlus,
  Newspaper,
  Settings,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { shellText } from '@/lib/admin/i18n/shell';
import { adminKinds } from '@/lib/admin/kinds';
import type { ContentKind } from '@/lib/content/kinds';

type ShellKey = keyof typeof shellText.zh;

export interface NavItem {
  label: ShellKey;
  href: string;
  /** Paths under this prefix mark the item as current. */
  match: string;
  icon: LucideIcon;
  children?: { label: ShellKey; href: string; match: string }[];
  /** Shown to administrators only. */
  adminOnly?: boolean;
  /** Shown to translators (who see only what they translate). */
  forTranslators?: boolean;
  /** Draws the number of versions waiting for review beside the label. */
  reviewCount?: boolean;
  /** Draws the number of versions missing or out of date beside the label. */
  translationCount?: boolean;
}

/** A kind's entry (lib/admin/kinds.ts): its list, current anywhere under its screens' folder. */
const kindEntry = (kind: ContentKind) => ({ label: adminKinds[kind].menu, href: adminKinds[kind].listPath, match: adminKinds[kind].base });

/** News or deals: their list (with its editors) and their folders. */
const filedEntry = (kind: 'news' | 'deal', list: ShellKey, folder: ShellKey) => {
  const { base, listPath } = adminKinds[kind];
  return {
    ...kindEntry(kind),
    children: [
      { label: list, href: listPath, match: `${base}/(list|edit|edit-external)` },
      { label: folder, href: `${base}/folder`, match: `${base}/folder` },
    ],
  };
};

/** Every section of the back office, in navigation order. */
export const navItems: NavItem[] = [
  { ...filedEntry('news', 'newsList', 'newsFolder'), icon: Newspaper, forTranslators: true },
  { ...filedEntry('deal', 'dealsList', 'dealsFolder'), icon: FileText, forTranslators: true },
  { label: 'reviewQueue', href: '/admin/review', match: '/admin/review', icon: ClipboardCheck, reviewCount: true },
  {
    label: 'translations',
    href: '/admin/translations',
    match: '/admin/translations',
    icon: Languages,
    translationCount: true,
    forTranslators: true,
  },
  { label: 'glossary', href: '/admin/glossary', match: '/admin/glossary', icon: BookA, forTranslators: true },
  { label: 'untranslatedItems', href: '/admin/languages', match: '/admin/languages', icon: Globe, adminOnly: true },
  { ...kindEntry('honour'), icon: Award, forTranslators: true },
  { ...kindEntry('banner'), icon: ImageIcon },
  // The site configuration, where the legal documents are edited.
  { ...kindEntry('legal'), icon: Settings },
  { ...kindEntry('lawyer'), icon: Users, forTranslators: true },
  { ...kindEntry('practice'), icon: Briefcase, forTranslators: true },
  { label: 'jobsOffices', href: '/admin/jobs', match: '/admin/jobs', icon: Building2 },
  { label: 'messages', href: '/admin/messages', match: '/admin/messages', icon: Mail },
  { label: 'subscribers', href: '/admin/subscribers', match: '/admin/subscribers', icon: MailPlus, adminOnly: true },
  { label: 'siteSpeed', href: '/admin/site-speed', match: '/admin/site-speed', icon: Gauge },
  { label: 'staff', href: '/admin/staff', match: '/admin/staff', icon: UserCog, adminOnly: true },
];

export function isCurrent(match: string, pathname: string): boolean {
  return new RegExp(`^${match}(/|$)`).test(pathname);
}
