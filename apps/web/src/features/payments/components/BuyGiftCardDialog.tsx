import type { TGiftCard } from '@sidecamp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';

/**
 * "Are you sure?" before a gift card is bought: what it takes and what it gives. The page mounts
 * this dialog for each opening, so each confirmation has its own Idempotency-Key: a double press
 * or a retry after a network error buys one card, and answers its code again.
 */
export function BuyGiftCardDialog({
  points,
  balance,
  onBought,
  onOpenChange,
}: {
  points: number;
  balance: number | undefined;
  onBought: (card: TGiftCard) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation('common');
  const [key] = useState(() => crypto.randomUUID());
  const buy = useApiMutation({
    mutationFn: () => paymentsApi.buyGiftCard(points, key),
    invalidate: [pointsKeys.all],
    toastErrors: false,
    onSuccess: (card) => {
      onBought(card);
      onOpenChange(false);
    },
  });
  const short = balance !== undefined && balance < points;
  const error = buy.error instanceof ApiError ? buy.error : null;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={onOpenChange}
      title={t('giftCards.confirmTitle', { count: points })}
      tone="normal"
      confirmLabel={t('giftCards.confirm', { count: points })}
      isPending={buy.isPending || short || balance === undefined}
      onConfirm={() => buy.mutateAsync()}
    >
      <p>{t('giftCards.confirmBody', { count: points })}</p>
      <p>{t('giftCards.confirmOnce')}</p>
      {balance !== undefined && <p className="font-medium">{t('giftCards.balance', { count: balance })}</p>}
      {(short || error?.code === 'INSUFFICIENT_POINTS') && (
        <FormAlert>
          {t('giftCards.short', { count: points })}{' '}
          <Link to="/points" className="font-medium underline">
            {t('giftCards.topUp')}
          </Link>
        </FormAlert>
      )}
      {error && error.code !== 'INSUFFICIENT_POINTS' && <FormAlert>{errorMessage(error, tCommon)}</FormAlert>}
    </ConfirmDialog>
  );
}
