import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../../ui/QueryError';
import { useMyBooths } from '../../hooks/booth/useMyBooths';
import { BoothGrid, BoothGridSkeleton } from './BoothGrid';

/** The booths of the teams I am on, drafts included with their state; hidden when there are none. */
export function MyBoothsSection() {
  const { t } = useTranslation('booths');
  const mine = useMyBooths();
  if (mine.isSuccess && mine.data.items.length === 0) return null;
  return (
    <section aria-labelledby="my-booths-title" className="space-y-4">
      <div>
        <h2 id="my-booths-title" className="text-xl font-semibold tracking-tight text-stone-900">
          {t('mine.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('mine.description')}</p>
      </div>
      {mine.isPending ? (
        <BoothGridSkeleton count={1} />
      ) : mine.isError ? (
        <QueryError error={mine.error} title={t('mine.loadError')} onRetry={() => void mine.refetch()} />
      ) : (
        <BoothGrid booths={mine.data.items} label={t('mine.title')} showState />
      )}
    </section>
  );
}
