import type { TGoal, TPersonSummary, TTask } from '@sidecamp/domain';
import { isTaskOverdue, TASK_STAGES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { shortDate } from '../../../ui/dates';
import { SelectField } from '../../../ui/SelectField';
import { filterTasks, NO_FILTERS, type TaskFilters } from '../boardOrder';
import type { CardAction } from './TaskCard';

/** Every task in one table, narrowed by assignee, goal, stage and overdue. */
export function TaskListView({
  tasks,
  goals,
  members,
  today,
  filters,
  onFiltersChange,
  onAction,
}: {
  tasks: readonly TTask[];
  goals: readonly TGoal[];
  members: readonly TPersonSummary[];
  today: string;
  filters: TaskFilters;
  onFiltersChange: (filters: TaskFilters) => void;
  onAction: (task: TTask, action: CardAction) => void;
}) {
  const { t } = useTranslation('tasks');
  const shown = filterTasks(tasks, filters, today);
  const goalTitle = new Map(goals.map((goal) => [goal.id, goal.title]));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-1 gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <legend className="sr-only">{t('list.filters')}</legend>
        <SelectField
          label={t('list.assignee')}
          value={filters.assigneeNo}
          onChange={(assigneeNo) => onFiltersChange({ ...filters, assigneeNo })}
          placeholder={t('list.anyone')}
          options={[
            { value: 'none', label: t('card.unassigned') },
            ...members.map((member) => ({ value: String(member.no), label: member.nickname })),
          ]}
        />
        <SelectField
          label={t('list.goal')}
          value={filters.goalId}
          onChange={(goalId) => onFiltersChange({ ...filters, goalId })}
          placeholder={t('list.anyGoal')}
          options={[
            { value: 'none', label: t('list.noGoal') },
            ...goals.map((goal) => ({ value: String(goal.id), label: goal.title })),
          ]}
        />
        <SelectField
          label={t('list.stage')}
          value={filters.stage}
          onChange={(stage) => onFiltersChange({ ...filters, stage })}
          placeholder={t('list.anyStage')}
          options={TASK_STAGES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
        />
        <div className="flex h-11 items-center gap-3">
          <CheckboxField
            label={t('list.overdueOnly')}
            isSelected={filters.overdue}
            onChange={(overdue: boolean) => onFiltersChange({ ...filters, overdue })}
          />
        </div>
      </fieldset>
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('list.count', { count: shown.length })}
        {filtered && (
          <Button variant="ghost" size="sm" className="ml-2" onPress={() => onFiltersChange(NO_FILTERS)}>
            {t('list.clear')}
          </Button>
        )}
      </p>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white/70 px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-6 text-stone-400" />
          <p className="font-semibold text-stone-800">{filtered ? t('list.noMatch') : t('list.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
          {shown.map((task) => {
            const overdue = isTaskOverdue(task, today);
            return (
              <li
                key={task.id}
                data-testid="task-row"
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <button
                  type="button"
                  onClick={() => onAction(task, { kind: 'edit' })}
                  className={clsx(
                    'min-w-0 flex-1 cursor-pointer text-left font-medium text-stone-900 hover:text-pine-800 focus-visible:outline-2 focus-visible:outline-pine-600',
                    task.stage === '04' && 'text-stone-500 line-through',
                  )}
                >
                  {task.title}
                  {task.goalId !== null && goalTitle.has(task.goalId) && (
                    <span className="mt-0.5 block text-xs font-normal text-indigo-700">
                      {goalTitle.get(task.goalId)}
                    </span>
                  )}
                </button>
                <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600 sm:w-auto">
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700">
                    {TASK_STAGES.label(task.stage)}
                  </span>
                  {task.assignee ? (
                    <span className="flex items-center gap-1.5">
                      <Avatar src={task.assignee.img} name={task.assignee.nickname} size={24} />
                      {task.assignee.nickname}
                    </span>
                  ) : (
                    <span className="text-stone-500">{t('card.unassigned')}</span>
                  )}
                  {task.dueDate && (
                    <span className={clsx('font-medium', overdue ? 'text-red-700' : 'text-stone-600')}>
                      {overdue
                        ? t('card.overdue', { date: shortDate(task.dueDate) })
                        : shortDate(task.dueDate)}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
