import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsentStore } from '../consent/consentStore';
import { Logo } from './Logo';
import { RouteFocus } from './RouteFocus';

const LINK = 'text-sm text-stone-600 hover:text-stone-900 hover:underline underline-offset-4';

export function Footer() {
  const { t } = useTranslation();
  const openConsent = useConsentStore((state) => state.openDialog);
  const columns = [
    {
      key: 'product',
      links: [
        { to: '/projects', key: 'projects' },
        { to: '/people', key: 'people' },
        { to: '/lounge', key: 'lounge' },
        { to: '/booths', key: 'booths' },
        // Not in the camp bar (full at laptop widths), so the footer is where a visitor finds it.
        { to: '/blueprint', key: 'blueprint' },
      ],
    },
    {
      key: 'plans',
      links: [
        { to: '/pricing', key: 'pricing' },
        { to: '/points', key: 'points' },
        { to: '/quests', key: 'quests' },
      ],
    },
    {
      key: 'help',
      links: [
        { to: '/support', key: 'support' },
        { to: '/privacy', key: 'privacy' },
      ],
    },
  ] as const;

  return (
    <>
      <RouteFocus />
      <footer className="mt-20 border-t border-stone-200 bg-white max-lg:pb-16 print:hidden">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
          <div className="max-w-xs">
            <Logo label={t('shell.home')} />
            <p className="mt-3 text-sm text-stone-600">{t('footer.tagline')}</p>
          </div>
          {columns.map((column) => (
            <div key={column.key}>
              <h2 className="text-xs font-semibold tracking-wider text-stone-900 uppercase">
                {t(`footer.columns.${column.key}`)}
              </h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={LINK}>
                      {t(`nav.${link.key}`)}
                    </Link>
                  </li>
                ))}
                {column.key === 'help' && (
                  <li>
                    <button
                      type="button"
                      onClick={() => openConsent(true)}
                      className={`${LINK} cursor-pointer`}
                    >
                      {t('footer.cookieSettings')}
                    </button>
                  </li>
                )}
              </ul>
            </div>
          ))}
        </div>
        <div className="border-t border-stone-100">
          <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-stone-500 sm:px-6">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </footer>
    </>
  );
}
