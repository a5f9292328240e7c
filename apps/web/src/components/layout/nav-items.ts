import { House, Info, Phone, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.about' | 'nav.contacts' | 'nav.profile';
  icon: LucideIcon;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: House },
  { to: '/about', labelKey: 'nav.about', icon: Info },
  { to: '/contacts', labelKey: 'nav.contacts', icon: Phone },
  { to: '/profile', labelKey: 'nav.profile', icon: UserRound },
];

/** Active by path prefix (a whole segment); home only on exactly `/` (spec 2 "Bottom navigation"). */
export function isNavActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
