import type { TCampaignQuote } from '@sidecamp/domain';
import { Coins, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';

/**
 * What sending would do, kept up to date while the form changes: who it reaches, who is left out
 * (and not charged), the cost lines, the balance, and whether an admin must approve it first.
 */
export function QuoteSummary({
  quote,
  error,
  isUpdating,
  hasTargets,
  boothName,
}: {
  quote: TCampaignQuote | undefined;
  error: unknown;
  isUpdating: boolean;
  hasTargets: boolean;
  boothName: string | null;
}) {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const short = quote ? quote.recipients !== null && quote.totalPoints > quote.balance : false;
  return (
    <section
      aria-labelledby="quote-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <h2 id="quote-heading" className="text-base font-semibold text-stone-900">
        {t('quote.heading')}
      </h2>
      <div aria-live="polite" aria-busy={isUpdating} className="mt-3 space-y-3 text-sm text-stone-700">
        {boothName && <p>{t('quote.boothAudience', { booth: boothName })}</p>}
        {!hasTargets ? (
          <p className="text-stone-600">{t('quote.chooseTargets')}</p>
        ) : error ? (
          <p role="alert" className="text-amber-900">
            {error instanceof ApiError ? errorMessage(error, tCommon) : t('quote.failed')}
          </p>
        ) : !quote ? (
          <div aria-hidden="true" className="space-y-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
          </div>
        ) : (
          <>
            <p className="flex gap-2" data-testid="quote-reach">
              <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              <span>
                <span className="font-semibold text-stone-900">
                  {quote.recipients === null
                    ? t('quote.fewer', { count: quote.minRecipients })
                    : t('quote.reaches', { count: quote.recipients })}
                </span>
                {quote.optedOut !== null && quote.optedOut > 0 && (
                  <> {t('quote.optedOut', { count: quote.optedOut })}</>
                )}
              </span>
            </p>
            {quote.recipients === null && (
              <p className="text-amber-900">{t('quote.tooFew', { count: quote.minRecipients })}</p>
            )}
            {quote.recipients !== null && quote.recipients > quote.maxRecipients && (
              <p className="text-amber-900">{t('quote.tooMany', { max: quote.maxRecipients })}</p>
            )}
            {quote.lines.length > 0 && (
              <dl className="divide-y divide-stone-100 rounded-lg border border-stone-200">
                {quote.lines.map((line) => (
                  <div key={line.code} className="flex justify-between gap-3 px-3 py-2">
                    <dt>{line.label}</dt>
                    <dd className="tabular-nums">{t('points', { count: line.points })}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-3 px-3 py-2 font-semibold text-stone-900">
                  <dt>{t('quote.total')}</dt>
                  <dd className="tabular-nums" data-testid="quote-total">
                    {t('points', { count: quote.totalPoints })}
                  </dd>
                </div>
              </dl>
            )}
            <p className="flex gap-2">
              <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              <span>{t('quote.balance', { count: quote.balance })}</span>
            </p>
            {short && (
              <p className="text-amber-900">
                {t('quote.short', { count: quote.totalPoints - quote.balance })}{' '}
                <Link to="/points" className="font-medium underline">
                  {t('quote.topUp')}
                </Link>
              </p>
            )}
            {quote.needsApproval && (
              <p className="rounded-lg bg-amber-50 p-2.5 text-amber-900 ring-1 ring-amber-200">
                {t('quote.needsApproval', { count: quote.approvalThreshold })}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
