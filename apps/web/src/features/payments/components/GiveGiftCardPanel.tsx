import type { TGiftCard } from '@sidecamp/domain';
import { GIFT_CARD } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { usePointsSummary } from '../hooks/usePointsSummary';
import { BuyGiftCardDialog } from './BuyGiftCardDialog';

/** "Give points": pick a card's value, see the balance, and confirm the purchase in a dialog. */
export function GiveGiftCardPanel({ onBought }: { onBought: (card: TGiftCard) => void }) {
  const { t } = useTranslation('payments');
  const balance = usePointsSummary().data?.balance;
  const [points, setPoints] = useState<number>(GIFT_CARD.values[1]);
  const [confirming, setConfirming] = useState(false);
  const short = balance !== undefined && balance < points;
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <h2 id="give-title" className="text-lg font-semibold text-stone-900">
        {t('giftCards.giveTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('giftCards.giveBody')}</p>
      <RadioGroup
        value={String(points)}
        onChange={(value) => setPoints(Number(value))}
        orientation="horizontal"
        className="mt-4"
      >
        <Label className="text-sm font-medium text-stone-800">{t('giftCards.valueLabel')}</Label>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GIFT_CARD.values.map((value) => (
            <Radio
              key={value}
              value={String(value)}
              className={({ isSelected, isFocusVisible }) =>
                clsx(
                  'flex cursor-pointer flex-col items-center rounded-xl border bg-white px-3 py-3 text-center transition-colors',
                  isSelected
                    ? 'border-pine-600 bg-pine-50 ring-1 ring-pine-600'
                    : 'border-stone-200 hover:border-stone-300',
                  isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                )
              }
            >
              <span className="text-2xl font-bold text-stone-900 tabular-nums">{value}</span>{' '}
              <span className="text-xs font-medium text-stone-600">{t('giftCards.pointsUnit')}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <p className="mt-4 text-sm text-stone-700">
        {balance === undefined ? (
          <span className="inline-block h-4 w-40 animate-pulse rounded bg-stone-100" />
        ) : (
          <>
            <span className="font-medium">{t('giftCards.balance', { count: balance })}</span>{' '}
            <Link to="/points/history" className="font-semibold text-pine-700 hover:underline">
              {t('giftCards.toWallet')}
            </Link>
          </>
        )}
      </p>
      {short && (
        <FormAlert className="mt-3">
          {t('giftCards.short', { count: points })}{' '}
          <Link to="/points" className="font-medium underline">
            {t('giftCards.topUp')}
          </Link>
        </FormAlert>
      )}
      <Button
        className="mt-5 w-full sm:w-auto sm:self-start"
        isDisabled={balance === undefined || short}
        onPress={() => setConfirming(true)}
      >
        <Gift aria-hidden="true" className="size-4" />
        {t('giftCards.buy', { count: points })}
      </Button>
      {confirming && (
        <BuyGiftCardDialog
          points={points}
          balance={balance}
          onBought={onBought}
          onOpenChange={setConfirming}
        />
      )}
    </Card>
  );
}
