import { useTranslation } from 'react-i18next';

/** The row's place while it loads (its code or its data), the same size as the row. */
export function RecommendedRowSkeleton() {
  const { t } = useTranslation('projects');
  return (
    <section aria-busy="true" aria-label={t('recommended.title')} className="space-y-3">
      <div className="h-5 w-48 animate-pulse rounded bg-stone-200" />
      <div className="flex gap-4 overflow-hidden">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-48 w-80 shrink-0 animate-pulse rounded-2xl bg-stone-200/70" />
        ))}
      </div>
    </section>
  );
}
