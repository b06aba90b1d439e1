import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <title>{`${t('notFound.title')} · Sidecamp`}</title>
      <span
        aria-hidden="true"
        className="mb-6 grid size-14 place-items-center rounded-2xl bg-stone-100 ring-1 ring-stone-200"
      >
        <Compass className="size-7 text-stone-500" strokeWidth={1.75} />
      </span>
      <p className="text-sm font-semibold tracking-wider text-stone-500 uppercase">{t('notFound.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.body', { path: pathname })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/support" variant="secondary">
          {t('notFound.help')}
        </ButtonLink>
      </div>
    </div>
  );
}
