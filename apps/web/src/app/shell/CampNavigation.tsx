import { clsx } from 'clsx';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChatNavBadgeSlot } from '../../features/chat';
import { CAMP_STYLES } from '../../ui/camps';
import { CAMP_NAV, isNavItemActive } from './navigation';

/** The desktop camp navigation: Connect, Make and Launch, each with its screens. */
export function CampNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // Never narrower than its links (they would spill over the bar's buttons): the camp names are
    // words only where the bar has room for them.
    <nav aria-label={t('nav.primary')} className="hidden shrink-0 lg:block">
      <ul className="flex items-center">
        {CAMP_NAV.map(({ camp, items }, index) => (
          <Fragment key={camp}>
            {index > 0 && <li aria-hidden="true" className="mx-2 h-5 w-px bg-stone-200 xl:mx-3" />}
            <li className="flex items-center gap-0.5">
              <span
                className={clsx(
                  'mr-1 flex items-center gap-1.5 text-[11px] font-semibold tracking-wider uppercase',
                  CAMP_STYLES[camp].ink,
                )}
              >
                <span aria-hidden="true" className={clsx('size-1.5 rounded-full', CAMP_STYLES[camp].dot)} />
                <span className="sr-only 2xl:not-sr-only">{t(`camps.${camp}.name`)}</span>
              </span>
              <ul className="flex items-center gap-0.5">
                {items.map((item) => {
                  const active = isNavItemActive(item, pathname);
                  return (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        className={clsx(
                          'block whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium transition-colors',
                          active
                            ? 'bg-stone-100 text-stone-900'
                            : 'text-stone-600 hover:bg-stone-100/70 hover:text-stone-900',
                        )}
                      >
                        {t(`nav.${item.key}`)}
                        {item.key === 'chat' && <ChatNavBadgeSlot />}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
