import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before a person leaves a form with changes that are not saved: a link or the back button
 * within the app opens a dialog (stay, or leave and lose them); closing the tab or reloading gets
 * the browser's own question. `isDirty` is read when the person leaves, not when this renders, so a
 * form that has just saved can move on in the same tick without being stopped.
 */
export function LeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const { t } = useTranslation('common');
  // A change of the query string (the wizard's step) stays on the form: only another page asks.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{t('leave.body')}</p>
    </ConfirmDialog>
  );
}
