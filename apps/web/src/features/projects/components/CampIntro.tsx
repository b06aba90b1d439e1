import { clsx } from 'clsx';
import { ArrowRight, FolderKanban, Store, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAMP_STYLES, type Camp } from '../../../ui/camps';

const CAMPS: readonly { camp: Camp; to: string; icon: typeof Users }[] = [
  { camp: 'connect', to: '/people', icon: Users },
  { camp: 'make', to: '/projects', icon: FolderKanban },
  { camp: 'launch', to: '/booths', icon: Store },
];

/** The welcome band of the hub: what Sidecamp is, in three camps. Product copy, no data. */
export function CampIntro() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  return (
    <section
      aria-labelledby="camp-intro-title"
      className="same-in-dark relative overflow-hidden rounded-3xl bg-pine-900 px-6 py-10 text-white sm:px-10 sm:py-12"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 600 200"
        className="pointer-events-none absolute -right-20 bottom-0 w-[640px] opacity-20"
      >
        <path
          d="M0 200 L140 60 L230 150 L330 30 L470 170 L520 120 L600 200Z"
          fill="currentColor"
          className="text-pine-400"
        />
      </svg>
      <div className="relative max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-pine-200 uppercase">
          {t('hub.welcome.eyebrow')}
        </p>
        <h2 id="camp-intro-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('hub.welcome.title')}
        </h2>
        <p className="mt-4 text-base text-pretty text-pine-100 sm:text-lg">{t('hub.welcome.body')}</p>
      </div>
      <ul className="relative mt-8 grid gap-3 md:grid-cols-3">
        {CAMPS.map(({ camp, to, icon: Icon }) => (
          <li key={camp}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl bg-white/[0.07] p-5 ring-1 ring-white/15 transition-colors hover:bg-white/[0.12]"
            >
              <span className="flex items-center gap-2.5">
                <span
                  aria-hidden="true"
                  className={clsx('grid size-9 place-items-center rounded-lg', CAMP_STYLES[camp].soft)}
                >
                  <Icon className={clsx('size-5', CAMP_STYLES[camp].text)} strokeWidth={2} />
                </span>
                <span className="text-lg font-semibold">{tCommon(`camps.${camp}.name`)}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="ml-auto size-4 text-pine-200 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-3 text-sm text-pine-100">{t(`hub.camps.${camp}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
