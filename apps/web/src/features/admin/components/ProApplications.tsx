import {
  PRO_REJECT_REASON_MAX,
  PRO_STATUSES,
  type ProStatus,
  type TAdminProApplication,
} from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { SelectField } from '../../../ui/SelectField';
import { adminContentApi, adminContentKeys } from '../hooks/adminContentApi';

/** Pro offers waiting for an admin (and the ones decided), with approve and reject-with-a-reason. */
export function ProApplications() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ProStatus>('pending');
  const [rejecting, setRejecting] = useState<TAdminProApplication | null>(null);
  const list = useQuery({
    queryKey: adminContentKeys.pros(status),
    queryFn: ({ signal }) => adminContentApi.pros(status, signal),
  });
  const approve = useApiMutation({
    mutationFn: (userNo: number) => adminContentApi.approvePro(userNo),
    invalidate: [adminContentKeys.allPros],
    success: (pro) => t('pros.approved', { name: pro.nickname }),
  });

  let body: ReactNode;
  if (list.isError)
    body = <QueryError error={list.error} title={t('pros.failed')} onRetry={() => void list.refetch()} />;
  else if (list.isPending)
    body = (
      <div role="status">
        <span className="sr-only">{t('pros.loading')}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyState icon={UserCheck} title={t(`pros.empty.${status}`)} description={t('pros.emptyBody')} />
    );
  else
    body = (
      <ul aria-label={t('pros.listLabel')} className="space-y-3">
        {list.data.items.map((pro) => (
          <li key={pro.userNo}>
            <Card className="space-y-3 p-5">
              <div className="flex items-center gap-3">
                <Avatar name={pro.nickname} src={pro.img} size={36} />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-stone-900">{pro.nickname}</p>
                  <p className="text-sm text-stone-600">
                    {t('pros.meta', {
                      date: formatDate(pro.createdAt),
                      price:
                        pro.pricePoints === 0 ? t('pros.free') : t('pros.points', { count: pro.pricePoints }),
                    })}
                  </p>
                </div>
                <Badge tone={status === 'pending' ? 'amber' : status === 'approved' ? 'pine' : 'orange'}>
                  {t(`pros.status.${pro.status}`)}
                </Badge>
              </div>
              <p className="break-words text-stone-800">{pro.headline}</p>
              {pro.reviewer && pro.reviewedAt && (
                <p className="text-sm text-stone-600">
                  {t('pros.decidedBy', { name: pro.reviewer.nickname, date: formatDate(pro.reviewedAt) })}
                  {pro.rejectReason ? ` · ${pro.rejectReason}` : ''}
                </p>
              )}
              {pro.status === 'pending' && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    onPress={() => approve.mutate(pro.userNo)}
                    isPending={approve.isPending && approve.variables === pro.userNo}
                    aria-label={t('pros.approveLabel', { name: pro.nickname })}
                  >
                    {t('pros.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    onPress={() => setRejecting(pro)}
                    aria-label={t('pros.rejectLabel', { name: pro.nickname })}
                  >
                    {t('pros.reject')}
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <SelectField
        label={t('pros.show')}
        value={status}
        onChange={(value) => PRO_STATUSES.includes(value as ProStatus) && setStatus(value as ProStatus)}
        options={PRO_STATUSES.map((code) => ({ value: code, label: t(`pros.status.${code}`) }))}
        className="max-w-xs"
      />
      {body}
      <ProRejectDialog pro={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

/** Turns a pro offer down with a reason the applicant reads in their notification and on their form. */
function ProRejectDialog({ pro, onClose }: { pro: TAdminProApplication | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const reject = useApiMutation({
    mutationFn: ({ userNo, reason }: { userNo: number; reason: string }) =>
      adminContentApi.rejectPro(userNo, reason),
    invalidate: [adminContentKeys.allPros],
    success: t('pros.rejected'),
    onSuccess: onClose,
  });
  return (
    <ReasonDialog
      isOpen={pro !== null}
      title={t('pros.rejectTitle', { name: pro?.nickname ?? '' })}
      label={t('pros.reason')}
      description={t('pros.reasonHint')}
      maxLength={PRO_REJECT_REASON_MAX}
      requiredMessage={t('pros.reasonRequired')}
      confirmLabel={t('pros.rejectConfirm')}
      isPending={reject.isPending}
      serverError={reject.error instanceof ApiError ? reject.error.fieldMessage('reason') : undefined}
      onConfirm={(reason) => pro && reject.mutate({ userNo: pro.userNo, reason })}
      onClose={onClose}
    />
  );
}
