import type { TGiftCard } from '@sidecamp/domain';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { copyText } from '../copyText';

/**
 * The whole code of a card just bought, the one time the server gives it: large, selectable, with
 * a Copy button and a plain warning. Focus moves here when it appears, so keyboard and screen
 * reader users land on the code rather than on the button that opened the dialog.
 */
export function GiftCardCodePanel({ card }: { card: TGiftCard & { code: string } }) {
  const { t } = useTranslation('payments');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After the dialog has closed and handed focus back to its trigger.
    const frame = window.requestAnimationFrame(() => heading.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, []);
  const onCopy = async () => {
    const copied = await copyText(card.code);
    setCopy(copied ? 'copied' : 'failed');
    if (copied) window.setTimeout(() => setCopy('idle'), 2500);
  };
  return (
    <section
      aria-labelledby={`gift-code-${card.id}`}
      className="rounded-2xl border-2 border-pine-600 bg-pine-50 p-5 shadow-card sm:p-6"
    >
      <h2
        id={`gift-code-${card.id}`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-pine-900 outline-none"
      >
        {t('giftCards.codeTitle', { count: card.points })}
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          data-testid="gift-card-code"
          className="rounded-xl border border-dashed border-pine-400 bg-white px-4 py-3 font-mono text-xl font-bold tracking-wide break-words text-stone-900 select-all sm:text-3xl sm:tracking-wider"
        >
          {card.code}
        </code>
        <Button variant="secondary" onPress={() => void onCopy()} className="sm:self-center">
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copy === 'copied' ? t('giftCards.copied') : t('giftCards.copy')}
        </Button>
      </div>
      <p className="mt-4 flex gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        {t('giftCards.onlyOnce')}
      </p>
      {copy === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-stone-800">
          {t('giftCards.copyFailed')}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {copy === 'copied' ? t('giftCards.copiedAnnounce') : ''}
      </p>
    </section>
  );
}
