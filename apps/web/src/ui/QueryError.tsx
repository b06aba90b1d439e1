import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../app/api/ApiError';
import { errorMessage } from '../app/api/errorMessage';
import { Button } from './Button';

/** A list or page that could not load: what the server said, and a way to try again. */
export function QueryError({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  const message = error instanceof ApiError ? errorMessage(error, t) : t('errors.INTERNAL');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-amber-900">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
