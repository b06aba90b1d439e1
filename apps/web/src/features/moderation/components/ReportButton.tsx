import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportTargetType } from '@sidecamp/domain';
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/api/apiClient';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

type Reason = (typeof REPORT_REASONS)[number];

/**
 * "Report" for a booth, a profile or a chat message: a reason and optional words go to the admins'
 * queue (POST /api/reports). Logged out, it opens the login dialog.
 */
export function ReportButton({
  targetType,
  targetId,
  compact = false,
}: {
  targetType: ReportTargetType;
  targetId: number;
  /** An icon-only button, for beside each chat message. */
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  // Names what is reported, for screen readers and as the dialog's title ("Report this booth").
  const label = t(`report.label.${targetType}`);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('spam');
  const [details, setDetails] = useState('');
  const report = useApiMutation({
    mutationFn: () =>
      apiRequest('/reports', {
        method: 'POST',
        body: { targetType, targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
        schema: 'ZContentReportCreated',
      }),
    success: t('report.sent'),
    onSuccess: () => {
      setDetails('');
      setOpen(false);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    report.mutate();
  };
  return (
    <>
      {compact ? (
        <AriaButton
          aria-label={label}
          onPress={() => runAsMember(() => setOpen(true))}
          className="rounded-full p-1 text-stone-500 outline-none hover:bg-stone-100 hover:text-stone-700 focus-visible:ring-2 focus-visible:ring-pine-600"
        >
          <Flag aria-hidden="true" className="size-3.5" />
        </AriaButton>
      ) : (
        <Button variant="secondary" aria-label={label} onPress={() => runAsMember(() => setOpen(true))}>
          <Flag aria-hidden="true" className="size-4" />
          {t('report.action')}
        </Button>
      )}
      <Dialog isOpen={open} onOpenChange={setOpen} title={label} closeLabel={t('actions.close')}>
        <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
          <SelectField
            label={t('report.reason')}
            value={reason}
            onChange={(value) => {
              const next = REPORT_REASONS.find((code) => code === value);
              if (next) setReason(next);
            }}
            options={REPORT_REASONS.map((code) => ({ value: code, label: t(`report.reasons.${code}`) }))}
          />
          <TextField
            label={t('report.details')}
            description={t('report.detailsHint')}
            multiline
            rows={3}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            value={details}
            onChange={setDetails}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={report.isPending}>
              {t('report.submit')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </>
  );
}
