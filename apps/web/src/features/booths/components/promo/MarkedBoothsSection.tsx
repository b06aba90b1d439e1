import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../../ui/QueryError';
import { useBoothMarks } from '../../hooks/promo/useBoothMarks';
import { BoothGrid, BoothGridSkeleton } from '../booth/BoothGrid';

/** The booths I bookmarked, latest first; hidden when there are none. */
export function MarkedBoothsSection() {
  const { t } = useTranslation('booths');
  const marks = useBoothMarks();
  if (marks.isSuccess && marks.data.items.length === 0) return null;
  return (
    <section aria-labelledby="marked-booths-title" className="space-y-4">
      <div>
        <h2 id="marked-booths-title" className="text-xl font-semibold tracking-tight text-stone-900">
          {t('marks.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('marks.description')}</p>
      </div>
      {marks.isPending ? (
        <BoothGridSkeleton count={1} />
      ) : marks.isError ? (
        <QueryError error={marks.error} title={t('marks.loadError')} onRetry={() => void marks.refetch()} />
      ) : (
        <BoothGrid booths={marks.data.items} label={t('marks.title')} />
      )}
    </section>
  );
}
