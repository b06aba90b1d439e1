import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChatNavBadgeSlot } from '../../features/chat';
import { BOTTOM_NAV, isNavItemActive } from './navigation';

/** The phone's bottom bar, thumb-reachable; hidden from large screens where the top bar has room. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.quick')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden print:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {BOTTOM_NAV.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'relative flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  active ? 'text-pine-700' : 'text-stone-600 hover:text-stone-900',
                )}
              >
                <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.25 : 1.75} />
                {t(`nav.${item.key}`)}
                {item.key === 'chat' && <ChatNavBadgeSlot placement="corner" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
