import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** The one toast container of the app (F1.1); features raise toasts through ui/toast. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      containerAriaLabel={t('shell.notifications')}
      position="top-center"
      closeButton
      toastOptions={{
        className: 'font-sans',
        classNames: { toast: 'rounded-xl! border-stone-200! shadow-lift!' },
      }}
    />
  );
}
