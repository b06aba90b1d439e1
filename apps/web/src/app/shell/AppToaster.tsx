import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { markToasterListening } from '../../ui/toast';

/** The one toast container of the app (F1.1); features raise toasts through ui/toast. */
export function AppToaster() {
  const { t } = useTranslation();
  // The Toaster subscribes in its own effect, which runs before this one: toasts can go out now.
  useEffect(() => markToasterListening(), []);
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
