import type { TBooth } from '@sidecamp/domain';
import { BOOTH_PROMO_CODES_MAX } from '@sidecamp/domain/core';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { QueryError } from '../../../../ui/QueryError';
import { usePromoCodes } from '../../hooks/promo/usePromoCodes';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodeItem } from './PromoCodeItem';

/** The Promotion codes tab: the booth's offers for everyone, and the team's form to add more. */
export function PromoCodesPanel({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const promos = usePromoCodes(booth.id);
  const [adding, setAdding] = useState(false);
  const isTeam = booth.viewer.isTeam;
  const count = promos.data?.items.length ?? 0;
  const canAdd = isTeam && promos.isSuccess && count < BOOTH_PROMO_CODES_MAX;

  return (
    <section aria-labelledby="booth-promo-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="booth-promo-title" className="text-lg font-semibold text-stone-900">
            {t('promo.title')}
          </h2>
          <p className="text-sm text-stone-600">
            {isTeam ? t('promo.teamDescription', { max: BOOTH_PROMO_CODES_MAX }) : t('promo.description')}
          </p>
        </div>
        {canAdd && !adding && count > 0 && (
          <Button variant="launch" onPress={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('promo.addButton')}
          </Button>
        )}
      </div>
      {adding && <PromoCodeForm boothId={booth.id} onDone={() => setAdding(false)} />}
      {promos.isPending ? (
        <div
          className="h-28 animate-pulse rounded-2xl bg-stone-100"
          role="status"
          aria-label={t('promo.loading')}
        />
      ) : promos.isError ? (
        <QueryError error={promos.error} title={t('promo.loadError')} onRetry={() => void promos.refetch()} />
      ) : count === 0 ? (
        adding ? null : (
          <EmptyState
            camp="launch"
            icon={TicketPercent}
            headingLevel={3}
            title={t('promo.emptyTitle')}
            description={isTeam ? t('promo.emptyTeam') : t('promo.emptyBody')}
            actions={
              canAdd ? (
                <Button variant="launch" onPress={() => setAdding(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('promo.addButton')}
                </Button>
              ) : undefined
            }
          />
        )
      ) : (
        <ul aria-label={t('promo.listLabel')} className="space-y-3">
          {promos.data.items.map((promo) => (
            <li key={promo.id}>
              <PromoCodeItem booth={booth} promo={promo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
