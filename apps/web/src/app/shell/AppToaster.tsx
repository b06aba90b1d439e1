import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { markToasterListening } from '../../ui/toast';
import { registerServiceWorker } from '../serviceWorker';

/**
 * The one toast container of the app (F1.1); features raise toasts through ui/toast. Every page
 * loads it once the browser is idle (DeferredOverlays), so it also registers the service worker
 * then: the offline page costs a first visit's paint nothing and the entry bundle no byte.
 */
export function AppToaster() {
  const { t } = useTranslation();
  // The Toaster subscribes in its own effect, which runs before this one: toasts can go out now.
  useEffect(() => markToasterListening(), []);
  useEffect(() => registerServiceWorker(), []);
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
