import type { TGoal } from '@sidecamp/domain';
import { GOAL_STATUS_LABELS } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { CheckCircle2, Flag, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { shortDate } from '../../../ui/dates';

const STATUS_TONES: Record<TGoal['status'], BadgeTone> = {
  planned: 'neutral',
  started: 'indigo',
  completed: 'pine',
};

/** Goals (milestones) with dates, owner and progress from their tasks; start, complete, edit, remove. */
export function GoalsPanel({
  goals,
  onCreate,
  onEdit,
  onStart,
  onComplete,
  onDelete,
  isPending,
}: {
  goals: readonly TGoal[];
  onCreate: () => void;
  onEdit: (goal: TGoal) => void;
  onStart: (goal: TGoal) => void;
  onComplete: (goal: TGoal) => void;
  onDelete: (goal: TGoal) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('tasks');
  return (
    <section aria-labelledby="goals-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-lg font-semibold text-stone-900">
          {t('goals.heading')}
        </h2>
        <Button variant="secondary" size="sm" onPress={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {t('goals.add')}
        </Button>
      </div>
      {goals.length === 0 ? (
        <div className="flex flex-col items-start gap-1 rounded-2xl border border-dashed border-stone-300 bg-white/70 p-5">
          <p className="font-semibold text-stone-800">{t('goals.emptyTitle')}</p>
          <p className="text-sm text-stone-600">{t('goals.emptyBody')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {goals.map((goal) => (
            <li
              key={goal.id}
              data-testid="goal"
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="flex items-center gap-1.5 font-semibold text-stone-900">
                    <Flag aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
                    <span className="truncate">{goal.title}</span>
                  </h3>
                  <p className="mt-0.5 text-xs text-stone-600">
                    {goal.startDate || goal.dueDate
                      ? t('goals.dates', {
                          start: goal.startDate ? shortDate(goal.startDate) : '…',
                          due: goal.dueDate ? shortDate(goal.dueDate) : '…',
                        })
                      : t('goals.noDates')}
                    {goal.owner && ` · ${goal.owner.nickname}`}
                  </p>
                </div>
                <Badge tone={STATUS_TONES[goal.status]}>{GOAL_STATUS_LABELS[goal.status]}</Badge>
              </div>
              <div>
                <div
                  role="progressbar"
                  aria-label={t('goals.progressLabel', { title: goal.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={goal.progress.percent}
                  className="h-2 overflow-hidden rounded-full bg-stone-100"
                >
                  <div
                    className={clsx(
                      'h-full rounded-full',
                      goal.progress.percent === 100 ? 'bg-pine-600' : 'bg-indigo-500',
                    )}
                    style={{ width: `${goal.progress.percent}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-stone-600 tabular-nums">
                  {goal.progress.total === 0
                    ? t('goals.noTasks')
                    : t('goals.progress', {
                        done: goal.progress.done,
                        total: goal.progress.total,
                        percent: goal.progress.percent,
                      })}
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                {goal.status !== 'started' && (
                  <Button variant="secondary" size="sm" isDisabled={isPending} onPress={() => onStart(goal)}>
                    <Play aria-hidden="true" className="size-3.5" />
                    {goal.status === 'completed' ? t('goals.reopen') : t('goals.start')}
                  </Button>
                )}
                {goal.status !== 'completed' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={isPending}
                    onPress={() => onComplete(goal)}
                  >
                    <CheckCircle2 aria-hidden="true" className="size-3.5" />
                    {t('goals.complete')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onEdit(goal)}
                  aria-label={t('goals.editLabel', { title: goal.title })}
                >
                  <Pencil aria-hidden="true" className="size-3.5" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onDelete(goal)}
                  aria-label={t('goals.deleteLabel', { title: goal.title })}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
