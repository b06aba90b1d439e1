import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { Card } from '../../../ui/Card';
import { QueryError } from '../../../ui/QueryError';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** My plan: AI credits left in this period and when they renew (or when a paid plan ends). */
export function PlanStatusCard() {
  const { t, i18n } = useTranslation('payments');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const plan = useQuery({
    queryKey: pointsKeys.plan(),
    queryFn: ({ signal }) => paymentsApi.plan(signal),
    enabled: loggedIn,
  });
  if (!loggedIn) return null;
  if (plan.isPending) {
    return (
      <Card className="h-28 animate-pulse bg-stone-100" role="status" aria-label={t('myPlan.loading')} />
    );
  }
  if (plan.isError)
    return (
      <QueryError error={plan.error} title={t('myPlan.loadError')} onRetry={() => void plan.refetch()} />
    );
  const status = plan.data;
  const credits =
    status.creditsLeft === null
      ? t('myPlan.unlimited')
      : t('myPlan.creditsLeft', { left: status.creditsLeft, total: status.creditsTotal });
  const usedPercent =
    status.creditsTotal === null || status.creditsTotal === 0
      ? 0
      : (status.creditsUsed / status.creditsTotal) * 100;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="my-plan-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-pine-50 text-pine-700">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="my-plan-title" className="font-semibold text-stone-900">
              {t('myPlan.title', { plan: status.planType })}
            </h2>
            <p className="text-sm text-stone-600">
              {status.endsAt
                ? t('myPlan.endsAt', { date: day(status.endsAt, i18n.language) })
                : t('myPlan.renews', { date: day(status.periodEnd, i18n.language) })}
              {status.exportFeature ? ` · ${t('plan.exportIncluded')}` : ''}
            </p>
          </div>
        </div>
        <div className="min-w-56 sm:text-right">
          <p className="text-sm font-semibold text-stone-900">{credits}</p>
          <p className="mt-1 text-xs text-stone-500">
            <Link to="/blueprint" className="font-medium text-pine-700 underline">
              {t('myPlan.spendOnBlueprint')}
            </Link>
          </p>
          {status.creditsTotal !== null && (
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100">
              <div className="h-full rounded-full bg-pine-600" style={{ width: `${100 - usedPercent}%` }} />
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
