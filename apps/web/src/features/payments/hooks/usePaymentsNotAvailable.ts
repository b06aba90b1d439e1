import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';

/** Every buy button ends here until checkout exists: it says so plainly, and nothing is charged. */
export function usePaymentsNotAvailable(): () => void {
  const { t } = useTranslation('payments');
  return () => toast.info(t('notAvailable.title'), t('notAvailable.body'));
}
