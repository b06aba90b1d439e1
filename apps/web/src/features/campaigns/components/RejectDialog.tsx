import { CAMPAIGN_REJECT_REASON_MAX } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ReasonDialog } from '../../../ui/ReasonDialog';
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
  const reject = useApiMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => campaignsApi.reject(id, reason),
    invalidate: [campaignKeys.adminQueue()],
    success: t('admin.rejected'),
    onSuccess: onClose,
  });
  return (
    <ReasonDialog
      isOpen={campaign !== null}
      title={t('admin.rejectTitle', { title: campaign?.title ?? '' })}
      label={t('admin.reason')}
      description={t('admin.reasonHint')}
      maxLength={CAMPAIGN_REJECT_REASON_MAX}
      requiredMessage={t('admin.reasonRequired')}
      confirmLabel={t('admin.reject')}
      isPending={reject.isPending}
      serverError={reject.error instanceof ApiError ? reject.error.fieldMessage('reason') : undefined}
      onConfirm={(reason) => campaign && reject.mutate({ id: campaign.id, reason })}
      onClose={onClose}
    />
  );
}
