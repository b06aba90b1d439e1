import type { TTrustStanding } from '@sidecamp/domain';
import { TRUST_LEVEL_NAMES, TRUST_LEVEL_REQUIREMENTS, TRUST_REQUIREMENTS } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * My trust level (F10.1): its name, each requirement of the next level with how far I am (a bar per
 * requirement, ticked when met), and what my level means for earning today.
 */
export function TrustProgress({ standing }: { standing: TTrustStanding }) {
  const { t, i18n } = useTranslation('payments');
  const next = standing.next;
  const newUntil = Date.parse(standing.newAccountUntil);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    newUntil,
  );
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200 ring-inset">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-sm text-stone-600">{t('trust.mine')}</p>
          <p className="text-2xl font-bold tracking-tight text-stone-900">
            {t('trust.levelName', { level: standing.level, name: TRUST_LEVEL_NAMES[standing.level] })}
          </p>
        </div>
      </div>

      {next === null ? (
        <p className="text-sm text-stone-700">{t('trust.top')}</p>
      ) : (
        <section aria-labelledby="trust-next">
          <h3 id="trust-next" className="text-sm font-semibold text-stone-900">
            {t('trust.nextTitle', { level: next.level, name: TRUST_LEVEL_NAMES[next.level] })}
          </h3>
          <ul className="mt-3 space-y-3">
            {TRUST_REQUIREMENTS.filter(
              (requirement) => TRUST_LEVEL_REQUIREMENTS[next.level][requirement] > 0,
            ).map((requirement) => {
              const need = TRUST_LEVEL_REQUIREMENTS[next.level][requirement];
              const have = standing.stats[requirement];
              const met = have >= need;
              return (
                <li key={requirement}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="flex items-center gap-1.5 text-stone-800">
                      {met && <CircleCheck aria-hidden="true" className="size-4 text-pine-700" />}
                      {t(`trust.requirement.${requirement}`)}
                    </span>
                    <span
                      className={clsx('tabular-nums', met ? 'font-semibold text-pine-800' : 'text-stone-600')}
                    >
                      {met ? t('trust.met', { have }) : t('trust.haveNeed', { have, need })}
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={t(`trust.requirement.${requirement}`)}
                    aria-valuemin={0}
                    aria-valuemax={need}
                    aria-valuenow={Math.min(have, need)}
                    className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100"
                  >
                    <div
                      className={clsx('h-full rounded-full', met ? 'bg-pine-600' : 'bg-indigo-500')}
                      style={{ width: `${Math.min(100, Math.round((have / need) * 100))}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <div className="space-y-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
        <p>
          {standing.dailyEarnCap === null
            ? t('trust.noCap')
            : t('trust.capToday', { earned: standing.earnedToday ?? 0, cap: standing.dailyEarnCap })}
        </p>
        {newUntil > Date.now() && <p>{t('trust.newUntil', { date: when })}</p>}
      </div>
    </div>
  );
}
