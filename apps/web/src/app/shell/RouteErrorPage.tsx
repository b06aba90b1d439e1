import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { PageReady } from './PageReady';

/**
 * Shown when a page fails to render or its code cannot be fetched (often a new release replaced
 * the old chunks): a reload fixes both, so that is the offered action.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-6 text-center">
      <title>{`${t('routeError.title')} · Sidecamp`}</title>
      <PageReady />
      <span
        aria-hidden="true"
        className="mb-6 grid size-14 place-items-center rounded-2xl bg-amber-50 ring-1 ring-amber-200"
      >
        <TriangleAlert className="size-7 text-amber-700" strokeWidth={1.75} />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-stone-600">{t('routeError.body')}</p>
      <Button className="mt-8" onPress={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
