import {
  Bell,
  CircleHelp,
  Coins,
  FolderKanban,
  Lightbulb,
  ListTodo,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Store,
  Tag,
  Trophy,
  Users,
} from 'lucide-react';
import type { Camp } from '../../ui/camps';

export type NavItem = {
  to: string;
  /** Key in the 'common' namespace under nav.* */
  key: string;
  icon: LucideIcon;
  /** Extra paths that count as this item being current (the hub lives at / and /projects). */
  alsoActiveOn?: readonly string[];
};

export type CampNav = { camp: Camp; items: readonly NavItem[] };

/** The three camps and their screens, in the order the product presents them. */
export const CAMP_NAV: readonly CampNav[] = [
  {
    camp: 'connect',
    items: [
      { to: '/people', key: 'people', icon: Users },
      { to: '/lounge', key: 'lounge', icon: MessagesSquare },
      { to: '/chat', key: 'chat', icon: MessageCircle },
    ],
  },
  {
    camp: 'make',
    items: [
      { to: '/projects', key: 'projects', icon: FolderKanban, alsoActiveOn: ['/'] },
      { to: '/todo', key: 'todo', icon: ListTodo },
      { to: '/quests', key: 'quests', icon: Trophy },
    ],
  },
  {
    camp: 'launch',
    items: [{ to: '/booths', key: 'booths', icon: Store }],
  },
];

/** Everything else reachable from the menu. */
export const MORE_NAV: readonly NavItem[] = [
  // Not in the camp bar: it is full at laptop widths once someone is logged in.
  { to: '/blueprint', key: 'blueprint', icon: Lightbulb },
  { to: '/alarms', key: 'alarms', icon: Bell },
  { to: '/campaigns', key: 'campaigns', icon: Megaphone },
  { to: '/settings', key: 'settings', icon: Settings },
  { to: '/pricing', key: 'pricing', icon: Tag },
  { to: '/points', key: 'points', icon: Coins },
  { to: '/support', key: 'support', icon: CircleHelp },
  { to: '/privacy', key: 'privacy', icon: ShieldCheck },
];

/** The phone's bottom bar: the five places people return to most. */
export const BOTTOM_NAV: readonly NavItem[] = [
  { to: '/projects', key: 'projects', icon: FolderKanban, alsoActiveOn: ['/'] },
  { to: '/people', key: 'people', icon: Users },
  { to: '/lounge', key: 'lounge', icon: MessagesSquare },
  { to: '/chat', key: 'chat', icon: MessageCircle },
  { to: '/booths', key: 'booths', icon: Store },
];

/** Whether a nav item is the current page: its own path or anything below it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
