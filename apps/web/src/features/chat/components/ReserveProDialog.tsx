import type { TProProfile } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { isShortOfPoints, ShortOfPointsAlert, usePointsSummary } from '../../payments';
import { chatApi } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';
import { refreshChatList } from '../realtime/chatSync';

/**
 * Booking a pro's open hour: when, with whom, the price held from the balance and the balance
 * itself, asked before anything is held. A slot is reserved once (the server refuses a second
 * reservation of it), so a double press cannot hold the points twice.
 */
export function ReserveProDialog({
  pro,
  slot,
  onClose,
}: {
  pro: TProProfile;
  slot: { id: number; label: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const paid = pro.pricePoints > 0;
  const balance = usePointsSummary().data?.balance;
  const reserve = useApiMutation({
    mutationFn: () => chatApi.reserve(slot.id),
    invalidate: [chatKeys.slots(pro.userNo), chatKeys.reservations(), ['points']],
    toastErrors: false,
    success: t('pro.reserved'),
    onSuccess: () => {
      void refreshChatList();
      onClose();
    },
  });
  const short = isShortOfPoints(balance, pro.pricePoints);
  const failure = reserve.error instanceof ApiError ? errorMessage(reserve.error, tCommon) : null;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('pro.confirmTitle')}
      tone="normal"
      confirmLabel={paid ? t('pro.confirmPaid', { count: pro.pricePoints }) : t('pro.confirmFree')}
      isPending={reserve.isPending || short || (paid && balance === undefined)}
      onConfirm={() => reserve.mutateAsync()}
    >
      <p>{t('pro.confirmBody', { name: pro.nickname, when: slot.label })}</p>
      {paid ? (
        <>
          <p>{t('pro.confirmHold', { count: pro.pricePoints, name: pro.nickname })}</p>
          {balance !== undefined && (
            <p className="font-medium">{t('pro.confirmBalance', { count: balance })}</p>
          )}
        </>
      ) : (
        <p>{t('pro.confirmNoCharge')}</p>
      )}
      <ShortOfPointsAlert balance={balance} price={pro.pricePoints}>
        {t('pro.confirmShort')}
      </ShortOfPointsAlert>
      {failure && <FormAlert>{failure}</FormAlert>}
    </ConfirmDialog>
  );
}
