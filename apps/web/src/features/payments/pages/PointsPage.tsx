import type { PointPack } from '@sidecamp/domain';
import { POINT_PACKS, pointPackByCode } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Coins, Gift, Info } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translationList } from '../../../app/i18n/translationList';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { formatPrice } from '../formatPrice';
import { useCheckout } from '../hooks/useCheckout';
import { usePointsSummary } from '../hooks/usePointsSummary';

/** The pack shown selected when none is asked for: the one the spec marks best seller. */
function defaultPack(): PointPack | undefined {
  return POINT_PACKS.find((pack) => pack.showBest) ?? POINT_PACKS[0];
}

/**
 * Points purchase: pick a pack (preselected by `?pack=<pointType>`, which is where each pack's
 * productPath leads), see the summary, continue to checkout. Points arrive when the payment
 * provider confirms the payment.
 */
export function PointsPage() {
  const { t, i18n } = useTranslation('payments');
  const [searchParams, setSearchParams] = useSearchParams();
  const checkout = useCheckout();
  const summary = usePointsSummary();
  const selected = pointPackByCode(searchParams.get('pack') ?? '') ?? defaultPack();

  const select = (code: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('pack', code);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageStack>
      <PageHeader
        title={t('points.title')}
        description={t('points.description')}
        actions={
          <>
            <Link
              to="/points/gift-cards"
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50"
            >
              <Gift aria-hidden="true" className="size-4 text-pine-700" />
              {t('giftCards.link')}
            </Link>
            {summary.data && (
              <Link
                to="/points/history"
                className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset hover:bg-amber-100"
              >
                <Coins aria-hidden="true" className="size-4 text-amber-600" />
                {t('points.balance', { count: summary.data.balance })}
              </Link>
            )}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <RadioGroup value={selected?.pointType ?? null} onChange={select} className="space-y-3">
          <Label className="sr-only">{t('points.chooseLabel')}</Label>
          {POINT_PACKS.map((pack) => (
            <Radio
              key={pack.pointType}
              value={pack.pointType}
              className={({ isSelected, isFocusVisible }) =>
                clsx(
                  'flex cursor-pointer items-center gap-4 rounded-2xl border bg-white p-4 shadow-card transition-colors sm:p-5',
                  isSelected
                    ? 'border-pine-600 ring-1 ring-pine-600'
                    : 'border-stone-200 hover:border-stone-300',
                  isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                )
              }
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'grid size-5 shrink-0 place-items-center rounded-full border-2',
                      isSelected ? 'border-pine-700' : 'border-stone-300',
                    )}
                  >
                    {isSelected && <span className="size-2.5 rounded-full bg-pine-700" />}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="flex items-center gap-2 text-lg font-semibold text-stone-900">
                      <Coins aria-hidden="true" className="size-5 text-amber-500" />
                      {t('pack.points', { count: pack.point })}
                    </span>
                    {pack.showBonus && (
                      <Badge tone="pine">{t('pack.bonus', { percent: pack.bonusPercent })}</Badge>
                    )}
                    {pack.showBest && <Badge tone="orange">{t('pack.bestSeller')}</Badge>}
                  </span>
                  <span className="text-base font-semibold text-stone-800">
                    {formatPrice(pack.priceCents, i18n.language)}
                  </span>
                </>
              )}
            </Radio>
          ))}
        </RadioGroup>

        <div className="space-y-4 lg:sticky lg:top-24">
          <Card className="p-6">
            <h2 className="text-base font-semibold text-stone-900">{t('points.summaryTitle')}</h2>
            {selected && (
              <dl className="mt-4 space-y-2.5 text-sm">
                <div className="flex justify-between">
                  <dt className="text-stone-600">{t('points.summaryPoints')}</dt>
                  <dd className="font-semibold text-stone-900">{selected.point}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-stone-600">{t('points.summaryBonus')}</dt>
                  <dd className="font-semibold text-stone-900">
                    {selected.showBonus ? `${selected.bonusPercent}%` : t('points.none')}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-stone-100 pt-2.5">
                  <dt className="text-stone-600">{t('points.summaryPrice')}</dt>
                  <dd className="text-lg font-bold text-stone-900">
                    {formatPrice(selected.priceCents, i18n.language)}
                  </dd>
                </div>
              </dl>
            )}
            <Button
              className="mt-5 w-full"
              size="lg"
              isDisabled={!selected || checkout.isPending}
              onPress={() => selected && checkout.start({ kind: 'pack', productCode: selected.pointType })}
            >
              {t('points.continue')}
            </Button>
            <p className="mt-3 flex gap-2 text-xs text-stone-600">
              <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {t('points.paymentNote')}
            </p>
          </Card>
          <Card className="p-6">
            <h2 className="text-base font-semibold text-stone-900">{t('points.spendTitle')}</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-stone-700 marker:text-stone-400">
              {translationList(t, 'points.spend').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h2 className="mt-5 text-base font-semibold text-stone-900">{t('points.earnTitle')}</h2>
            <p className="mt-1 text-sm text-stone-700">{t('points.earnBody')}</p>
            <Link
              to="/quests"
              className="mt-2 inline-block text-sm font-semibold text-pine-700 hover:underline"
            >
              {t('points.questsLink')}
            </Link>
            <Link to="/trust" className="mt-1 block text-sm font-semibold text-pine-700 hover:underline">
              {t('points.trustLink')}
            </Link>
          </Card>
        </div>
      </div>
    </PageStack>
  );
}
