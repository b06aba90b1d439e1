import type { TOpenChatCard } from '@sidecamp/domain';
import { OPEN_CHAT_TOP_AD } from '@sidecamp/domain/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { isShortOfPoints, ShortOfPointsAlert, usePointsSummary } from '../../payments';
import { chatApi } from '../api/chatApi';

/**
 * The host's top ad for an open chat: what it buys, its price and the balance, and a refusal
 * before anything is sent when the balance is too low. One Idempotency-Key per opening of the
 * dialog, so a double press or a retry after a network error is charged once.
 */
export function PinOpenChatDialog({
  room,
  isOpen,
  onOpenChange,
}: {
  room: TOpenChatCard;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const balance = usePointsSummary().data?.balance;
  // The page mounts this dialog for each opening, so each opening has its own key.
  const [key] = useState(() => crypto.randomUUID());
  const pin = useApiMutation({
    mutationFn: () => chatApi.pinOpen(room._id, key),
    invalidate: [['points'], ['chat', 'open']],
    toastErrors: false,
    success: (result) =>
      t('open.pinDone', {
        until: new Date(result.pinnedUntil).toLocaleDateString(),
        points: result.pointsSpent,
        balance: result.balance,
      }),
    onSuccess: () => onOpenChange(false),
  });
  const short = isShortOfPoints(balance, OPEN_CHAT_TOP_AD.points);
  const failure = pin.error instanceof ApiError ? errorMessage(pin.error, tCommon) : null;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('open.pinTitle')}
      tone="normal"
      confirmLabel={t('open.pinConfirm', { count: OPEN_CHAT_TOP_AD.points })}
      isPending={pin.isPending || short || balance === undefined}
      onConfirm={() => pin.mutateAsync()}
    >
      <p>{t('open.pinBody', { name: room.name, count: OPEN_CHAT_TOP_AD.points })}</p>
      {room.pinnedUntil && (
        <p>{t('open.pinExtend', { when: new Date(room.pinnedUntil).toLocaleDateString() })}</p>
      )}
      {balance !== undefined && <p className="font-medium">{t('open.pinBalance', { count: balance })}</p>}
      <ShortOfPointsAlert balance={balance} price={OPEN_CHAT_TOP_AD.points}>
        {t('open.pinShort')}
      </ShortOfPointsAlert>
      {failure && <FormAlert>{failure}</FormAlert>}
    </ConfirmDialog>
  );
}
