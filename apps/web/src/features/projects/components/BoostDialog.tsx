import { PROJECT_BOOST } from '@sidecamp/domain/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { isShortOfPoints, ShortOfPointsAlert, usePointsSummary } from '../../payments';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

/**
 * The leader's boost (priority exposure): what it buys, its price and the balance, asked before
 * anything is charged, and refused here when the balance is short. Mounted for each opening, so
 * each opening has one Idempotency-Key: a double press or a retry buys one week, not two.
 */
export function BoostDialog({
  projectNo,
  projectName,
  onClose,
}: {
  projectNo: number;
  projectName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const balance = usePointsSummary().data?.balance;
  const [key] = useState(() => crypto.randomUUID());
  const boost = useApiMutation({
    mutationFn: () => projectApi.boost(projectNo, key),
    invalidate: [['points'], projectKeys.detail(projectNo)],
    toastErrors: false,
    success: (result) =>
      t('leader.boosted', {
        until: new Date(result.boostedUntil).toLocaleDateString(),
        points: result.pointsSpent,
        balance: result.balance,
      }),
    onSuccess: onClose,
  });
  const short = isShortOfPoints(balance, PROJECT_BOOST.points);
  const failure = boost.error instanceof ApiError ? errorMessage(boost.error, tCommon) : null;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('boost.title')}
      tone="normal"
      confirmLabel={t('boost.confirm', { count: PROJECT_BOOST.points })}
      isPending={boost.isPending || short || balance === undefined}
      onConfirm={() => boost.mutateAsync()}
    >
      <p>{t('boost.body', { name: projectName, count: PROJECT_BOOST.points, days: PROJECT_BOOST.days })}</p>
      <p>{t('boost.extends', { days: PROJECT_BOOST.days })}</p>
      {balance !== undefined && <p className="font-medium">{t('boost.balance', { count: balance })}</p>}
      <ShortOfPointsAlert balance={balance} price={PROJECT_BOOST.points}>
        {t('boost.short')}
      </ShortOfPointsAlert>
      {failure && <FormAlert>{failure}</FormAlert>}
    </ConfirmDialog>
  );
}
