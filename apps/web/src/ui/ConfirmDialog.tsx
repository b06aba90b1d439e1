import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** Red for destructive confirmations; `!` because two background utilities would otherwise race. */
export const DANGER = 'bg-red-700! hover:bg-red-800! data-[pressed]:bg-red-900!';

/**
 * "Are you sure?" for actions that cannot be undone (delete, remove, hand over). The confirming
 * button says what it does, never just "OK". When `onConfirm` returns a promise (a mutation's
 * `mutateAsync`), presses are ignored until it settles: a double press reaches the handler before
 * `isPending` has re-rendered the button disabled, and would send (and toast) twice.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  isPending,
  tone = 'danger',
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => unknown;
  isPending?: boolean;
  tone?: 'danger' | 'normal';
}) {
  const { t } = useTranslation('common');
  const confirming = useRef(false);
  const confirm = () => {
    if (confirming.current) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    confirming.current = true;
    const settled = () => {
      confirming.current = false;
    };
    // The caller's own error handling (the mutation's state) reports a failure; here it only ends the wait.
    result.then(settled, settled);
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={t('actions.close')}>
      <div className="space-y-3 text-[15px] text-stone-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('actions.cancel')}
        </Button>
        <Button onPress={confirm} isDisabled={isPending} className={tone === 'danger' ? DANGER : undefined}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
