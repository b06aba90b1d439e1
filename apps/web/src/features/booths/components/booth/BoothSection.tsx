import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../../ui/QueryError';
import type { BoothSort } from '../../api/boothApi';
import { OVERVIEW_COUNT, useBoothList } from '../../hooks/booth/useBoothList';
import { BoothGrid, BoothGridSkeleton } from './BoothGrid';

/** The first six booths of one order on the overview, with a link to the full list. */
export function BoothSection({ sort }: { sort: BoothSort }) {
  const { t } = useTranslation('booths');
  const list = useBoothList(sort, '', OVERVIEW_COUNT);
  const headingId = `booths-${sort}-title`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight text-stone-900">
            {t(`${sort}.title`)}
          </h2>
          <p className="text-sm text-stone-600">{t(`${sort}.description`)}</p>
        </div>
        <Link
          to={`/booths/${sort}`}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-pine-800 hover:underline"
        >
          {t('overview.seeAll')}
          <span className="sr-only"> {t(`${sort}.title`)}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {list.isPending ? (
        <BoothGridSkeleton count={OVERVIEW_COUNT} />
      ) : list.isError ? (
        <QueryError error={list.error} title={t('list.loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <BoothGrid booths={list.booths.slice(0, OVERVIEW_COUNT)} label={t(`${sort}.title`)} />
      )}
    </section>
  );
}
