import { clsx } from 'clsx';
import { Bell, ListTodo, Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AlarmBadgeSlot } from '../../features/alarms';
import { HeaderChatLinkSlot } from '../../features/chat';
import { Button } from '../../ui/Button';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';
import { AccountButton } from './AccountButton';
import { CampNavigation } from './CampNavigation';
import { Logo } from './Logo';

/** A member's level and balance: a visitor's first load does not carry the points code. */
const HeaderLevel = lazy(() =>
  import('../../features/payments/components/HeaderLevel').then((m) => ({ default: m.HeaderLevel })),
);

const ICON_BUTTON =
  'relative grid size-10 cursor-pointer place-items-center rounded-lg text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900';

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const todoOpen = useUserStore((state) => state.todoOpen);
  const setTodoOpen = useUserStore((state) => state.setTodoOpen);
  const menuOpen = useUiStore((state) => state.mobileMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setMobileMenuOpen);
  const loggedIn = useUserStore((state) => state.loggedIn);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 print:hidden">
      {/* Wider than the page on very wide screens: the camp names and the balance need the room. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 2xl:max-w-(--breakpoint-2xl)">
        <Button
          variant="ghost"
          onPress={() => setMenuOpen(true)}
          aria-label={t('shell.openMenu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          size="icon"
          className="-ml-2 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
        </Button>
        <Logo label={t('shell.home')} compact={loggedIn} />
        <CampNavigation />
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <HeaderChatLinkSlot />
          <Link
            to="/alarms"
            aria-current={pathname === '/alarms' ? 'page' : undefined}
            className={clsx(
              ICON_BUTTON,
              // On a phone only for members: a visitor has no alarms, and the bar has little room.
              !loggedIn && 'max-sm:hidden',
              pathname === '/alarms' && 'bg-stone-100 text-stone-900',
            )}
          >
            <Bell aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('nav.alarms')}</span>
            <AlarmBadgeSlot />
          </Link>
          <Button
            variant="ghost"
            onPress={() => setTodoOpen(!todoOpen)}
            aria-expanded={todoOpen}
            aria-haspopup="dialog"
            aria-label={t('shell.todoToggle')}
            size="icon"
            className="shrink-0"
          >
            {/* Never worded: the camp navigation names "To-do" beside it, and the words crowded it. */}
            <ListTodo aria-hidden="true" className="size-5" />
          </Button>
          {loggedIn && (
            <Suspense fallback={null}>
              <HeaderLevel />
            </Suspense>
          )}
          <AccountButton />
        </div>
      </div>
    </header>
  );
}
