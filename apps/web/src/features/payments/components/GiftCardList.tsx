import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { useMyGiftCards } from '../hooks/useMyGiftCards';

/** "Cards you bought": each card's value, the end of its code, when it was bought and whether it was used. */
export function GiftCardList() {
  const { t } = useTranslation('payments');
  const cards = useMyGiftCards();
  return (
    <section aria-labelledby="gift-list-title" className="space-y-4">
      <h2 id="gift-list-title" className="text-xl font-semibold tracking-tight text-stone-900">
        {t('giftCards.listTitle')}
      </h2>
      {cards.isPending ? (
        <Card className="divide-y divide-stone-100" role="status" aria-label={t('giftCards.listLoading')}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex animate-pulse justify-between px-5 py-4">
              <div className="h-4 w-40 rounded bg-stone-100" />
              <div className="h-4 w-24 rounded bg-stone-100" />
            </div>
          ))}
        </Card>
      ) : cards.isError ? (
        <QueryError
          error={cards.error}
          title={t('giftCards.listError')}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data.items.length === 0 ? (
        <EmptyState
          icon={Gift}
          headingLevel={3}
          title={t('giftCards.emptyTitle')}
          description={t('giftCards.emptyBody')}
        />
      ) : (
        <Card>
          <ul className="divide-y divide-stone-100" aria-label={t('giftCards.listTitle')}>
            {cards.data.items.map((card) => (
              <li
                key={card.id}
                className="flex flex-col gap-2 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-600 ring-1 ring-amber-200"
                  >
                    <Gift className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">
                      {t('giftCards.value', { count: card.points })}{' '}
                      <span className="font-mono text-sm text-stone-600">
                        <span className="sr-only">{t('giftCards.endingLabel')} </span>…{card.ending}
                      </span>
                    </p>
                    <p className="text-xs text-stone-500">
                      {t('giftCards.bought', { date: formatDate(card.createdAt) })}
                    </p>
                  </div>
                </div>
                {card.redeemedAt ? (
                  <Badge tone="pine" className="self-start sm:self-auto">
                    {t('giftCards.redeemedOn', { date: formatDate(card.redeemedAt) })}
                  </Badge>
                ) : (
                  <Badge tone="amber" className="self-start sm:self-auto">
                    {t('giftCards.waiting')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
