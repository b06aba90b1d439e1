import { PLANS, POINT_PACKS } from '@sidecamp/domain/core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { PlanCard } from '../components/PlanCard';
import { PlanStatusCard } from '../components/PlanStatusCard';
import { PointPackCard } from '../components/PointPackCard';
import { useCheckout } from '../hooks/useCheckout';

/** The plans and point packs of the domain package; Light is bought through checkout, packs on the points page. */
export function PricingPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const checkout = useCheckout();
  return (
    <PageStack>
      <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      <PlanStatusCard />
      <section aria-labelledby="plans-title" className="space-y-5">
        <div>
          <h2 id="plans-title" className="text-xl font-semibold tracking-tight text-stone-900">
            {t('pricing.plansTitle')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('pricing.plansBody')}</p>
        </div>
        <div className="grid gap-5 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.planType}
              plan={plan}
              highlighted={plan.purchasable}
              isPending={checkout.isPending}
              onBuy={() => checkout.start({ kind: 'plan', productCode: plan.planType })}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="packs-title" className="space-y-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="packs-title" className="text-xl font-semibold tracking-tight text-stone-900">
              {t('pricing.packsTitle')}
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-stone-600">{t('pricing.packsBody')}</p>
          </div>
          <Link
            to="/points"
            className="inline-flex items-center gap-1 text-sm font-semibold text-pine-700 hover:underline"
          >
            {t('pricing.allPacks')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {POINT_PACKS.map((pack) => (
            <PointPackCard key={pack.pointType} pack={pack} onBuy={() => navigate(pack.productPath)} />
          ))}
        </div>
      </section>
    </PageStack>
  );
}
