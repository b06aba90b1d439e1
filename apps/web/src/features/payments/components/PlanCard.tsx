import type { Plan, PlanFeatures } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatPrice, savingPercent } from '../formatPrice';

const FEATURE_GROUPS: readonly (keyof PlanFeatures)[] = [
  'specification',
  'businessFramework',
  'competitiveAnalysis',
  'marketAnalysis',
];

type PlanCardProps = { plan: Plan; highlighted: boolean; onBuy: () => void; isPending?: boolean };

/** One plan as the domain package defines it: price, credits, bonus, export and feature groups. */
export function PlanCard({ plan, highlighted, onBuy, isPending = false }: PlanCardProps) {
  const { t, i18n } = useTranslation('payments');
  const headingId = `plan-${plan.planType}`;
  const price = formatPrice(plan.priceCents, i18n.language);

  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-card sm:p-7',
        highlighted ? 'border-pine-600 ring-1 ring-pine-600' : 'border-stone-200',
        plan.comingSoon && 'bg-stone-50/60',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {plan.planType}
        </h3>
        {plan.isDefault && <Badge tone="neutral">{t('plan.defaultBadge')}</Badge>}
        {plan.originalPriceCents !== null && (
          <Badge tone="orange">
            {t('plan.saving', { percent: savingPercent(plan.priceCents, plan.originalPriceCents) })}
          </Badge>
        )}
        {plan.comingSoon && <Badge tone="amber">{t('plan.comingSoon')}</Badge>}
      </div>

      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        {plan.originalPriceCents !== null && (
          <s className="text-lg text-stone-500">
            <span className="sr-only">{t('plan.originalPrice')}</span>
            {formatPrice(plan.originalPriceCents, i18n.language)}
          </s>
        )}
        <span className="text-4xl font-bold tracking-tight text-stone-900">
          {plan.originalPriceCents !== null && <span className="sr-only">{t('plan.currentPrice')}</span>}
          {price}
        </span>
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {plan.durationDays === null ? t('plan.forever') : t('plan.perPeriod', { days: plan.durationDays })}
        {plan.oneTime && <> · {t('plan.oneTime')}</>}
      </p>

      <ul className="mt-6 space-y-2.5 border-t border-stone-100 pt-6 text-sm">
        <li className="flex gap-2.5 font-semibold text-stone-900">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pine-600" />
          {plan.unlimitedCredits || plan.aiCredit === null
            ? t('plan.creditsUnlimited')
            : t('plan.credits', { count: plan.aiCredit })}
        </li>
        {plan.bonusCoin > 0 && (
          <li className="flex gap-2.5 text-stone-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pine-600" />
            {t('plan.bonusCoin', { count: plan.bonusCoin })}
          </li>
        )}
        <li className={clsx('flex gap-2.5', plan.exportFeature ? 'text-stone-700' : 'text-stone-500')}>
          {plan.exportFeature ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pine-600" />
          ) : (
            <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
          )}
          {plan.exportFeature ? t('plan.exportIncluded') : t('plan.exportNotIncluded')}
        </li>
      </ul>

      <dl className="mt-6 space-y-4 text-sm">
        {FEATURE_GROUPS.map((group) => (
          <div key={group}>
            <dt className="text-xs font-semibold tracking-wider text-stone-500 uppercase">
              {t(`plan.featureGroups.${group}`)}
            </dt>
            <dd className="mt-1 text-stone-700">{plan.features[group].join(' · ')}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-auto pt-7">
        {plan.purchasable ? (
          <Button
            variant={highlighted ? 'primary' : 'secondary'}
            className="w-full"
            onPress={onBuy}
            isDisabled={isPending}
          >
            {t('plan.buy', { plan: plan.planType })}
          </Button>
        ) : plan.comingSoon ? (
          <Button variant="secondary" className="w-full" isDisabled>
            {t('plan.comingSoon')}
          </Button>
        ) : (
          <p className="rounded-lg bg-stone-100 py-2.5 text-center text-sm font-medium text-stone-600">
            {t('plan.included')}
          </p>
        )}
      </div>
    </article>
  );
}
