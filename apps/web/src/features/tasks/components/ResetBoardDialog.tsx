import { PROJECT_RESET } from '@sidecamp/domain/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { usePointsSummary } from '../../payments';
import { workspaceApi } from '../api/workspaceApi';
import { workspaceKeys } from '../api/workspaceKeys';

/**
 * The leader's project reset: exactly what goes (every task and goal) and what stays, the price
 * and the balance, and a refusal before anything is sent when the balance is too low. Mounted
 * for each opening, so each opening has one Idempotency-Key and a double press is charged once.
 */
export function ResetBoardDialog({
  projectNo,
  projectName,
  taskCount,
  goalCount,
  onClose,
}: {
  projectNo: number;
  projectName: string;
  taskCount: number;
  goalCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const balance = usePointsSummary().data?.balance;
  const [key] = useState(() => crypto.randomUUID());
  const reset = useApiMutation({
    mutationFn: () => workspaceApi.resetBoard(projectNo, key),
    invalidate: [['points'], workspaceKeys.project(projectNo), workspaceKeys.me()],
    toastErrors: false,
    success: (result) =>
      t('reset.done', {
        tasks: result.tasksRemoved,
        goals: result.goalsRemoved,
        points: result.pointsSpent,
        balance: result.balance,
      }),
    onSuccess: onClose,
  });
  const short = balance !== undefined && balance < PROJECT_RESET.points;
  const failure = reset.error instanceof ApiError ? errorMessage(reset.error, tCommon) : null;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reset.title')}
      confirmLabel={t('reset.confirm', { count: PROJECT_RESET.points })}
      isPending={reset.isPending || short || balance === undefined}
      onConfirm={() => reset.mutateAsync()}
    >
      <p>{t('reset.removes', { tasks: taskCount, goals: goalCount, name: projectName })}</p>
      <p>{t('reset.keeps')}</p>
      <p className="font-medium">
        {t('reset.price', { count: PROJECT_RESET.points })}{' '}
        {balance !== undefined && t('reset.balance', { count: balance })}
      </p>
      {short && (
        <FormAlert>
          {t('reset.short')}{' '}
          <Link to="/points" className="font-medium underline">
            {t('reset.getPoints')}
          </Link>
        </FormAlert>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
    </ConfirmDialog>
  );
}
