import type { TGiftCardRedeemed } from '@sidecamp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';
import { redeemFailure } from '../redeemFailure';

/** "Redeem a code": the code as typed goes to the server, which tidies case, spaces and dashes. */
export function RedeemGiftCardForm() {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation('common');
  const [code, setCode] = useState('');
  const [done, setDone] = useState<TGiftCardRedeemed | null>(null);
  const redeem = useApiMutation({
    mutationFn: (typed: string) => paymentsApi.redeemGiftCard(typed),
    // The balance and the history change; a failure may mean the page's balance is stale too.
    invalidate: [pointsKeys.all],
    toastErrors: false,
    onSuccess: (result) => {
      setDone(result);
      setCode('');
    },
  });
  const failure = redeem.isError ? redeemFailure(redeem.error, tCommon) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    setDone(null);
    redeem.mutate(code);
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">{t('giftCards.redeemTitle')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('giftCards.redeemBody')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField
          label={t('giftCards.codeField')}
          description={t('giftCards.codeHint')}
          placeholder={t('giftCards.codePlaceholder')}
          name="gift-code"
          autoComplete="off"
          spellCheck="false"
          value={code}
          onChange={(value) => {
            setCode(value);
            if (redeem.isError) redeem.reset();
          }}
          error={failure && 'field' in failure ? failure.field : undefined}
        />
        {failure && 'form' in failure && <FormAlert>{failure.form}</FormAlert>}
        {done && (
          <FormAlert tone="success">
            {t('giftCards.redeemed', { count: done.points, balance: done.balance })}
          </FormAlert>
        )}
        <Button type="submit" isDisabled={redeem.isPending} className="w-full sm:w-auto">
          {t('giftCards.redeem')}
        </Button>
      </form>
    </Card>
  );
}
