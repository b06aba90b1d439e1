import { ADMIN_REASON_MAX_LENGTH } from '@sidecamp/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { Button } from '../../../ui/Button';
import { DANGER } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';

/**
 * Asks for the reason of a moderation action (hide, restore, dismiss, unban) before it is done:
 * every admin action is explained in the audit log, and a hide's reason reaches the author.
 */
export function ReportsReasonDialog(props: {
  isOpen: boolean;
  title: string;
  hint: string;
  confirm: string;
  danger?: boolean;
  isPending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (props.isOpen) {
      setReason('');
      setError(undefined);
    }
  }, [props.isOpen]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('moderation.reasonRequired'));
      return;
    }
    setError(undefined);
    props.onConfirm(reason.trim());
  };
  const serverError =
    props.error instanceof ApiError ? (props.error.fieldMessage('reason') ?? props.error.message) : undefined;
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      closeLabel={tCommon('actions.close')}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <TextField
          label={t('moderation.reason')}
          description={props.hint}
          multiline
          rows={3}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          value={reason}
          onChange={setReason}
          error={error ?? serverError}
          isRequired
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={props.onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" isPending={props.isPending} className={props.danger ? DANGER : undefined}>
            {props.confirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
