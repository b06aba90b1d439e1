import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CAMP_STYLES } from '../../ui/camps';
import { Sheet } from '../../ui/Sheet';
import { useUiStore } from '../store/uiStore';
import { Logo } from './Logo';
import { CAMP_NAV, isNavItemActive, MORE_NAV, type NavItem } from './navigation';

function MenuLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const { t } = useTranslation();
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors',
        active ? 'bg-stone-100 text-stone-900' : 'text-stone-700 hover:bg-stone-50',
      )}
    >
      <Icon aria-hidden="true" className="size-5 text-stone-500" strokeWidth={1.75} />
      {t(`nav.${item.key}`)}
    </Link>
  );
}

/** The phone menu: a side sheet with every camp and page. Focus is trapped; Escape closes it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isOpen = useUiStore((state) => state.mobileMenuOpen);
  const setOpen = useUiStore((state) => state.setMobileMenuOpen);

  // Following a link inside the menu closes it.
  // Closes on navigation, not on mount: the menu's code loads when it is first opened, so mounting
  // is that opening.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) {
      openedAt.current = pathname;
      setOpen(false);
    }
  }, [pathname, setOpen]);

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={setOpen}
      side="left"
      title={t('shell.menu')}
      hideTitle
      closeLabel={t('shell.closeMenu')}
      header={<Logo label={t('shell.home')} />}
    >
      <nav aria-label={t('shell.menu')} className="space-y-6 px-3 py-5">
        {CAMP_NAV.map(({ camp, items }) => (
          <section key={camp} aria-labelledby={`menu-camp-${camp}`}>
            <h2
              id={`menu-camp-${camp}`}
              className={clsx(
                'mb-1 flex items-center gap-2 px-3 text-xs font-semibold tracking-wider uppercase',
                CAMP_STYLES[camp].ink,
              )}
            >
              <span aria-hidden="true" className={clsx('size-1.5 rounded-full', CAMP_STYLES[camp].dot)} />
              {t(`camps.${camp}.name`)}
              <span className="font-normal tracking-normal text-stone-500 normal-case">
                · {t(`camps.${camp}.tagline`)}
              </span>
            </h2>
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <MenuLink item={item} pathname={pathname} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="menu-more" className="border-t border-stone-200 pt-5">
          <h2
            id="menu-more"
            className="mb-1 px-3 text-xs font-semibold tracking-wider text-stone-600 uppercase"
          >
            {t('shell.more')}
          </h2>
          <ul>
            {MORE_NAV.map((item) => (
              <li key={item.to}>
                <MenuLink item={item} pathname={pathname} />
              </li>
            ))}
          </ul>
        </section>
      </nav>
    </Sheet>
  );
}
