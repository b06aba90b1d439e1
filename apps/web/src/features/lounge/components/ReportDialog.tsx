import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { loungeApi } from '../api/loungeApi';

/** Asks why, then reports a post or reply to the moderators. */
export function ReportDialog({
  targetType,
  targetId,
  isOpen,
  onOpenChange,
}: {
  targetType: 'post' | 'reply';
  targetId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const [reason, setReason] = useState('');
  const report = useApiMutation({
    mutationFn: () => loungeApi.report(targetType, targetId, reason),
    success: t('report.sent'),
    onSuccess: () => {
      setReason('');
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('report.title')}
      closeLabel={tCommon('actions.close')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate();
        }}
      >
        <TextField
          label={t('report.reason')}
          multiline
          rows={3}
          value={reason}
          onChange={setReason}
          maxLength={500}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={reason.trim().length < 3 || report.isPending}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
