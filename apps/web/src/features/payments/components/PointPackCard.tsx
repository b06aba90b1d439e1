import type { PointPack } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatPrice } from '../formatPrice';

type PointPackCardProps = { pack: PointPack; onBuy: () => void };

/** One point pack: points, bonus, best-seller mark and price, straight from the domain package. */
export function PointPackCard({ pack, onBuy }: PointPackCardProps) {
  const { t, i18n } = useTranslation('payments');
  const price = formatPrice(pack.priceCents, i18n.language);
  return (
    <article
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-5 shadow-card',
        pack.showBest ? 'border-orange-400 ring-1 ring-orange-400' : 'border-stone-200',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-1.5">
        {pack.showBest && <Badge tone="orange">{t('pack.bestSeller')}</Badge>}
        {pack.showBonus && <Badge tone="pine">{t('pack.bonus', { percent: pack.bonusPercent })}</Badge>}
      </div>
      <h3 className="mt-4 flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900">
        <Coins aria-hidden="true" className="size-6 text-amber-500" />
        {t('pack.points', { count: pack.point })}
      </h3>
      <p className="mt-1 text-lg font-semibold text-stone-700">{price}</p>
      <Button
        variant={pack.showBest ? 'launch' : 'secondary'}
        className="mt-5 w-full"
        onPress={onBuy}
        aria-label={t('pack.buyLabel', { count: pack.point, price })}
      >
        {t('pack.buy')}
      </Button>
    </article>
  );
}
