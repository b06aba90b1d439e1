import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { DANGER } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { TextField } from './TextField';

/** The shortest reason an admin may give: a word or two, so the person told has something to read. */
const REASON_MIN_LENGTH = 3;

/**
 * A decision that needs a written reason the other person will read (turning down a campaign or a
 * pro offer): the reason is required, checked here first and then by the server, whose field
 * message for `reason` is shown in the same place. The text is cleared each time it opens.
 */
export function ReasonDialog({
  isOpen,
  title,
  label,
  description,
  maxLength,
  requiredMessage,
  confirmLabel,
  isPending,
  serverError,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  label: string;
  description?: string;
  maxLength: number;
  requiredMessage: string;
  confirmLabel: string;
  isPending: boolean;
  serverError?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (isOpen) {
      setReason('');
      setError(undefined);
    }
  }, [isOpen]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setError(requiredMessage);
      return;
    }
    setError(undefined);
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('actions.close')}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <TextField
          label={label}
          description={description}
          multiline
          rows={3}
          maxLength={maxLength}
          value={reason}
          onChange={setReason}
          error={error ?? serverError}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" className={DANGER} isPending={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
