import {
  BOOTH_SUPPORT_MAX_POINTS,
  BOOTH_SUPPORT_MESSAGE_MAX,
  BOOTH_SUPPORT_MIN_POINTS,
} from '@sidecamp/domain/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { serverFieldErrors } from '../../../../app/api/fieldErrors';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { FormAlert } from '../../../../ui/FormAlert';
import { TextField } from '../../../../ui/TextField';
import { usePointsSummary } from '../../../payments';
import { boothKeys } from '../../api/boothKeys';
import { boothSupportApi } from '../../api/boothSupportApi';

const FIELDS = ['points', 'message'] as const;

/**
 * Give a booth points with a message: the amount, the balance it comes from, and the button that
 * says what it gives. One Idempotency-Key per amount and message: a double press or a network retry
 * replays the first answer (one charge), while changing the amount or the message is a new gift.
 */
export function SupportDialog({
  boothId,
  boothName,
  isOpen,
  onOpenChange,
}: {
  boothId: number;
  boothName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const [points, setPoints] = useState('10');
  const [message, setMessage] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const balance = usePointsSummary().data?.balance;
  const support = useApiMutation({
    mutationFn: () =>
      boothSupportApi.support(boothId, { points: Number(points), message: message.trim() }, key),
    invalidate: [boothKeys.detail(boothId), boothKeys.lists(), ['points']],
    toastErrors: false,
    success: (result) => t('support.done', { points: result.pointsGiven, balance: result.balance }),
    onSuccess: () => {
      setMessage('');
      setKey(crypto.randomUUID());
      onOpenChange(false);
    },
  });
  const amount = Number(points);
  const amountError =
    points !== '' &&
    (!Number.isInteger(amount) || amount < BOOTH_SUPPORT_MIN_POINTS || amount > BOOTH_SUPPORT_MAX_POINTS)
      ? t('support.pointsRange', { min: BOOTH_SUPPORT_MIN_POINTS, max: BOOTH_SUPPORT_MAX_POINTS })
      : undefined;
  const short = balance !== undefined && Number.isInteger(amount) && amount > balance;
  const fieldErrors = serverFieldErrors(support.error, FIELDS);
  const banner =
    support.error instanceof ApiError && !fieldErrors.points && !fieldErrors.message
      ? errorMessage(support.error, tCommon)
      : null;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) support.reset();
        onOpenChange(open);
      }}
      title={t('support.title', { name: boothName })}
      closeLabel={tCommon('actions.close')}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (amountError || points === '' || short || support.isPending) return;
          support.mutate();
        }}
      >
        <p className="text-sm text-stone-600">{t('support.body')}</p>
        <TextField
          label={t('support.points')}
          type="number"
          inputMode="numeric"
          value={points}
          onChange={(value) => {
            setPoints(value);
            setKey(crypto.randomUUID());
          }}
          isRequired
          description={t('support.pointsRange', {
            min: BOOTH_SUPPORT_MIN_POINTS,
            max: BOOTH_SUPPORT_MAX_POINTS,
          })}
          error={amountError ?? fieldErrors.points}
        />
        <TextField
          label={t('support.message')}
          multiline
          rows={3}
          value={message}
          maxLength={BOOTH_SUPPORT_MESSAGE_MAX}
          onChange={(value) => {
            setMessage(value);
            setKey(crypto.randomUUID());
          }}
          description={t('support.messageHint', { max: BOOTH_SUPPORT_MESSAGE_MAX })}
          error={fieldErrors.message}
        />
        {balance !== undefined && (
          <p className="text-sm font-medium text-stone-800">{t('support.balance', { count: balance })}</p>
        )}
        {short && <FormAlert>{t('support.short')}</FormAlert>}
        {banner && <FormAlert>{banner}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="launch"
            isPending={support.isPending}
            isDisabled={short || balance === undefined}
          >
            {t('support.submit', { count: Number.isInteger(amount) && amount > 0 ? amount : 0 })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
