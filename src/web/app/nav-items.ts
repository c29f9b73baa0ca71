import {
  ChartColumn,
  ClipboardCheck,
  FilePlus,
  FileText,
  KeyRound,
  LayoutDashboard,
  ScrollText,
  Settings,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface TNavItem {
  title: string;
  url: string;
  icon: LucideIcon;
  /** Other paths that belong to this entry, e.g. a single submission opened from elsewhere. */
  alsoMatches?: string[];
}

export interface TNavGroup {
  label: string;
  items: TNavItem[];
}

// Every entry is shown to every signed-in user (spec 1 section 2); the route guards restrict access.
export const NAV_GROUPS: TNavGroup[] = [
  {
    label: 'Compliance',
    items: [
      { title: 'Dashboard', url: '/', icon: LayoutDashboard },
      { title: 'New Submission', url: '/submit', icon: FilePlus },
      { title: 'Review Queue', url: '/review', icon: ClipboardCheck, alsoMatches: ['/submissions'] },
      { title: 'Audit Trail', url: '/audit', icon: ScrollText },
      { title: 'Analytics', url: '/analytics', icon: ChartColumn },
      { title: 'Policy Documents', url: '/policies', icon: FileText },
    ],
  },
  {
    label: 'Administration',
    items: [
      { title: 'User Management', url: '/users', icon: Users },
      { title: 'Creative Re-upload', url: '/admin/creative-upload', icon: Upload },
    ],
  },
  {
    label: 'Account',
    items: [
      { title: 'Change Password', url: '/change-password', icon: KeyRound },
      { title: 'Settings', url: '/settings', icon: Settings },
    ],
  },
];

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isNavItemActive(item: TNavItem, pathname: string): boolean {
  if (item.url === '/') return pathname === '/';
  return [item.url, ...(item.alsoMatches ?? [])].some((base) => isWithin(pathname, base));
}
