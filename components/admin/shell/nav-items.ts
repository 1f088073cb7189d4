import {
  Award,
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
  /** Draws the number of versions waiting for review beside the label. */
  reviewCount?: boolean;
  /** Draws the number of versions missing or out of date beside the label. */
  translationCount?: boolean;
}

/** Every section of the back office, in navigation order. */
export const navItems: NavItem[] = [
  {
    label: 'news',
    href: '/admin/articles/news/list',
    match: '/admin/articles/news',
    icon: Newspaper,
    children: [
      { label: 'newsList', href: '/admin/articles/news/list', match: '/admin/articles/news/(list|edit|edit-external)' },
      { label: 'newsFolder', href: '/admin/articles/news/folder', match: '/admin/articles/news/folder' },
    ],
  },
  {
    label: 'deals',
    href: '/admin/articles/cases/list',
    match: '/admin/articles/cases',
    icon: FileText,
    children: [
      { label: 'dealsList', href: '/admin/articles/cases/list', match: '/admin/articles/cases/(list|edit|edit-external)' },
      { label: 'dealsFolder', href: '/admin/articles/cases/folder', match: '/admin/articles/cases/folder' },
    ],
  },
  { label: 'reviewQueue', href: '/admin/review', match: '/admin/review', icon: ClipboardCheck, reviewCount: true },
  { label: 'translations', href: '/admin/translations', match: '/admin/translations', icon: Languages, translationCount: true },
  { label: 'untranslatedItems', href: '/admin/languages', match: '/admin/languages', icon: Globe, adminOnly: true },
  { label: 'honours', href: '/admin/articles/honors/list', match: '/admin/articles/honors', icon: Award },
  { label: 'banners', href: '/admin/banner/list', match: '/admin/banner', icon: ImageIcon },
  { label: 'site', href: '/admin/site/config', match: '/admin/site', icon: Settings },
  { label: 'people', href: '/admin/people/list', match: '/admin/people', icon: Users },
  { label: 'practiceAreas', href: '/admin/expertise/list', match: '/admin/expertise', icon: Briefcase },
  { label: 'jobsOffices', href: '/admin/jobs', match: '/admin/jobs', icon: Building2 },
  { label: 'messages', href: '/admin/messages', match: '/admin/messages', icon: Mail },
  { label: 'subscribers', href: '/admin/subscribers', match: '/admin/subscribers', icon: MailPlus, adminOnly: true },
  { label: 'siteSpeed', href: '/admin/site-speed', match: '/admin/site-speed', icon: Gauge },
  { label: 'staff', href: '/admin/staff', match: '/admin/staff', icon: UserCog, adminOnly: true },
];

export function isCurrent(match: string, pathname: string): boolean {
  return new RegExp(`^${match}(/|$)`).test(pathname);
}
