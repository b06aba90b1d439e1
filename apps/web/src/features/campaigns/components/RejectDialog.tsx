import { CAMPAIGN_REJECT_REASON_MAX } from '@sidecamp/domain';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { DANGER } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

/** An admin refuses a waiting campaign with a reason the sender reads; the sender is refunded. */
export function RejectDialog({
  campaign,
  onClose,
}: {
  campaign: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useApiMutation({
    mutationFn: (id: number) => campaignsApi.reject(id, reason.trim()),
    invalidate: [campaignKeys.adminQueue()],
    success: t('admin.rejected'),
    onSuccess: () => {
      setReason('');
      onClose();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!campaign) return;
    if (reason.trim().length < 3) {
      setError(t('admin.reasonRequired'));
      return;
    }
    setError(undefined);
    reject.mutate(campaign.id);
  };
  const serverError = reject.error instanceof ApiError ? reject.error.fieldMessage('reason') : undefined;
  return (
    <Dialog
      isOpen={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.rejectTitle', { title: campaign?.title ?? '' })}
      closeLabel={tCommon('actions.close')}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <TextField
          label={t('admin.reason')}
          description={t('admin.reasonHint')}
          multiline
          rows={3}
          maxLength={CAMPAIGN_REJECT_REASON_MAX}
          value={reason}
          onChange={setReason}
          error={error ?? serverError}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" className={DANGER} isPending={reject.isPending}>
            {t('admin.reject')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
