import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '../hooks/useAvailability';

/**
 * The live answer under an e-mail or nickname field: checking, or free. "Taken" is not shown here;
 * it becomes the field's error message so it is tied to the field for screen readers.
 */
export function AvailabilityHint({ availability, id }: { availability: Availability; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <p id={id} role="status" className="min-h-5 text-sm">
      {availability.status === 'checking' && (
        <span className="inline-flex items-center gap-1.5 text-stone-500">
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
          {t('availability.checking')}
        </span>
      )}
      {availability.status === 'available' && (
        <span className="inline-flex items-center gap-1.5 font-medium text-pine-700">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {t('availability.available')}
        </span>
      )}
    </p>
  );
}
