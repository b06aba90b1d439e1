import type { TPosition, TPositionInput } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { Pencil, Plus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { PositionForm } from './PositionForm';

/**
 * The leader's positions: add, change, close. Each change is saved at once (the server keeps the
 * history on the timeline); a closed position stays listed because members may still hold it.
 */
export function PositionManager({
  projectNo,
  positions,
}: {
  projectNo: number;
  positions: readonly TPosition[];
}) {
  const { t } = useTranslation('projects');
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(positions.length === 0);
  const [closing, setClosing] = useState<TPosition | null>(null);
  const invalidate = [projectKeys.detail(projectNo)];

  const add = useApiMutation({
    mutationFn: (input: TPositionInput) => projectApi.addPosition(projectNo, input),
    invalidate,
    success: (position) => t('manage.positionAdded', { job: jobLabel(position.jobCode) }),
    onSuccess: () => setAdding(false),
  });
  const update = useApiMutation({
    mutationFn: ({ id, input }: { id: number; input: TPositionInput }) =>
      projectApi.updatePosition(projectNo, id, input),
    invalidate,
    success: t('manage.positionSaved'),
    onSuccess: () => setEditing(null),
  });
  const close = useApiMutation({
    mutationFn: (id: number) => projectApi.closePosition(projectNo, id),
    invalidate,
    success: t('manage.positionClosed'),
    onSuccess: () => setClosing(null),
  });

  return (
    <div className="space-y-4">
      {positions.length > 0 && (
        <ul className="space-y-3" aria-label={t('manage.positionsList')}>
          {positions.map((position) => (
            <li
              key={position.id}
              className={clsx(
                'rounded-xl border border-stone-200 p-4',
                position.closed && 'bg-stone-50 opacity-70',
              )}
            >
              {editing === position.id ? (
                <PositionForm
                  initial={position}
                  submitLabel={t('manage.savePosition')}
                  isPending={update.isPending}
                  serverError={update.error}
                  onCancel={() => setEditing(null)}
                  onSubmit={(input) => update.mutate({ id: position.id, input })}
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                      {jobLabel(position.jobCode)}
                      {position.closed && <Badge>{t('positions.closed')}</Badge>}
                    </p>
                    <p className="text-sm text-stone-600">
                      {t('positions.meta', {
                        level: skillLabel(position.skillLevel),
                        filled: position.filled,
                        headcount: position.headcount,
                      })}
                    </p>
                    {position.description && (
                      <p className="mt-1 text-sm text-stone-700">{position.description}</p>
                    )}
                  </div>
                  {!position.closed && (
                    <div className="flex shrink-0 gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onPress={() => setEditing(position.id)}
                        aria-label={t('manage.editPositionLabel', { job: jobLabel(position.jobCode) })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('manage.editPosition')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onPress={() => setClosing(position)}
                        aria-label={t('manage.closePositionLabel', { job: jobLabel(position.jobCode) })}
                      >
                        <XCircle aria-hidden="true" className="size-4" />
                        {t('manage.closePosition')}
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="rounded-xl border border-dashed border-emerald-300 bg-emerald-50/40 p-4">
          <h3 className="mb-3 font-semibold text-stone-900">{t('manage.newPosition')}</h3>
          <PositionForm
            submitLabel={t('manage.addPosition')}
            isPending={add.isPending}
            serverError={add.error}
            onCancel={positions.length > 0 ? () => setAdding(false) : undefined}
            onSubmit={(input) => add.mutate(input)}
          />
        </div>
      ) : (
        <Button variant="secondary" onPress={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('manage.addAnother')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('manage.closeTitle', { job: jobLabel(closing?.jobCode) })}
        confirmLabel={t('manage.closeConfirm')}
        isPending={close.isPending}
        onConfirm={() => closing && close.mutate(closing.id)}
      >
        <p>{t('manage.closeBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
