import type { TLedgerEntry } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ledgerCauseOf } from '../ledgerCause';

/**
 * One wallet line in words: what moved the points (the label), what for (a link to the post,
 * project or booth the ledger recorded), when (relative, the full time on hover), the balance after,
 * and the spec's ledger code last, as a detail for support and the filter.
 */
export function LedgerRow({ entry }: { entry: TLedgerEntry }) {
  const { t, i18n } = useTranslation('payments');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li className="flex items-center gap-4 px-5 py-3.5">
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-9 shrink-0 place-items-center rounded-full',
          entry.amount > 0 ? 'bg-pine-50 text-pine-700' : 'bg-stone-100 text-stone-600',
        )}
      >
        {entry.amount > 0 ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">{entry.label}</p>
        <p className="text-xs text-stone-500">
          <time suppressHydrationWarning dateTime={entry.createdAt} title={when(entry.createdAt)}>
            {relativeTime(new Date(entry.createdAt))}
          </time>
          <LedgerCauseLink entry={entry} />
          {' · '}
          {t('wallet.balanceAfter', { count: entry.balanceAfter })}
          {/* The spec's ledger code, for support and for the filter above: a detail, not the headline. */}
          <span> · {t('wallet.codeShort', { code: entry.code })}</span>
        </p>
      </div>
      <span
        className={clsx(
          'text-base font-semibold tabular-nums',
          entry.amount > 0 ? 'text-pine-700' : 'text-stone-700',
        )}
      >
        <span className="sr-only">
          {entry.amount > 0 ? t('wallet.direction.income') : t('wallet.direction.deduction')}{' '}
        </span>
        {entry.amount > 0 ? `+${entry.amount}` : entry.amount === 0 ? '0' : `−${-entry.amount}`}
      </span>
    </li>
  );
}

/** What the line was for, as a link to it, where the ledger's cause names a page (ledgerCause.ts). */
function LedgerCauseLink({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation('payments');
  const cause = ledgerCauseOf(entry);
  if (!cause) return null;
  return (
    <>
      {' · '}
      <Link to={cause.to} className="font-medium text-stone-600 underline-offset-2 hover:underline">
        {t(`wallet.cause.${cause.kind}`)}
      </Link>
    </>
  );
}
