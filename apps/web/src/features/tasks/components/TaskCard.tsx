import type { TaskStageCode, TTask } from '@sidecamp/domain';
import { isTaskOverdue, TASK_STAGES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { CalendarClock, Flag, GripVertical, MoreHorizontal } from 'lucide-react';
import {
  Button as AriaButton,
  GridListItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { shortDate } from '../../../ui/dates';
import { neighbourStages } from '../boardOrder';

export type CardAction =
  | { kind: 'move'; stage: TaskStageCode }
  | { kind: 'up' }
  | { kind: 'down' }
  | { kind: 'complete' }
  | { kind: 'edit' }
  | { kind: 'delete' };

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-stone-100 data-[disabled]:cursor-default data-[disabled]:text-stone-400';

/**
 * One task on the board, a row of its column's grid (React Aria's drag and drop, TaskColumn.tsx):
 * dragged with a mouse or a finger, or from the keyboard by its grip (Enter, then Tab or the arrows
 * to where it goes, Enter to drop). Everything a drag does is also in its actions menu ("Move to
 * In Progress", up, down).
 */
export function TaskCard({
  task,
  goalTitle,
  today,
  isFirst,
  isLast,
  onAction,
}: {
  task: TTask;
  goalTitle: string | null;
  today: string;
  isFirst: boolean;
  isLast: boolean;
  onAction: (task: TTask, action: CardAction) => void;
}) {
  const { t } = useTranslation('tasks');
  const overdue = isTaskOverdue(task, today);
  const done = task.stage === '04';
  return (
    <GridListItem
      id={task.id}
      textValue={task.title}
      data-task-id={task.id}
      data-testid="task-card"
      className={({ isDragging, isFocusVisible }) =>
        clsx(
          'group cursor-grab rounded-xl border border-stone-200 bg-white p-3 shadow-card transition-shadow outline-none hover:shadow-lift active:cursor-grabbing',
          isDragging && 'opacity-50',
          isFocusVisible && 'ring-2 ring-pine-600',
        )
      }
    >
      <div className="flex items-start gap-2">
        <AriaButton
          slot="drag"
          aria-label={t('card.drag', { title: task.title })}
          className="-mt-1 -ml-1.5 grid h-8 w-6 shrink-0 cursor-grab place-items-center rounded-md text-stone-500 outline-none hover:bg-stone-100 hover:text-stone-700 focus-visible:ring-2 focus-visible:ring-pine-600"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </AriaButton>
        <AriaButton
          onPress={() => onAction(task, { kind: 'edit' })}
          className={clsx(
            'min-w-0 flex-1 cursor-pointer text-left text-sm font-semibold text-pretty text-stone-900 hover:text-pine-800 focus-visible:outline-2 focus-visible:outline-pine-600',
            done && 'text-stone-500 line-through decoration-stone-400',
          )}
        >
          {task.title}
        </AriaButton>
        <MenuTrigger>
          <AriaButton
            aria-label={t('card.actions', { title: task.title })}
            className="-mt-1 -mr-1 grid size-8 shrink-0 cursor-pointer place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-pine-600"
          >
            <MoreHorizontal aria-hidden="true" className="size-4" />
          </AriaButton>
          <Popover
            placement="bottom end"
            className="min-w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lift outline-none"
          >
            <Menu
              aria-label={t('card.actions', { title: task.title })}
              className="outline-none"
              onAction={(key) => {
                const id = String(key);
                if (id.startsWith('move-'))
                  onAction(task, { kind: 'move', stage: id.slice(5) as TaskStageCode });
                else onAction(task, { kind: id as 'up' | 'down' | 'complete' | 'edit' | 'delete' });
              }}
              disabledKeys={[
                ...(isFirst ? ['up'] : []),
                ...(isLast ? ['down'] : []),
                ...(done ? ['complete'] : []),
              ]}
            >
              {neighbourStages(task.stage).map((stage) => (
                <MenuItem key={stage} id={`move-${stage}`} className={MENU_ITEM}>
                  {t('card.moveTo', { stage: TASK_STAGES.label(stage) })}
                </MenuItem>
              ))}
              <MenuItem id="up" className={MENU_ITEM}>
                {t('card.moveUp')}
              </MenuItem>
              <MenuItem id="down" className={MENU_ITEM}>
                {t('card.moveDown')}
              </MenuItem>
              <Separator className="my-1 border-t border-stone-100" />
              <MenuItem id="complete" className={MENU_ITEM}>
                {t('card.complete')}
              </MenuItem>
              <MenuItem id="edit" className={MENU_ITEM}>
                {t('card.edit')}
              </MenuItem>
              <MenuItem id="delete" className={clsx(MENU_ITEM, 'text-red-700')}>
                {t('card.delete')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      {goalTitle && (
        <p className="mt-1.5 flex items-center gap-1 text-xs text-indigo-700">
          <Flag aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">{goalTitle}</span>
        </p>
      )}
      <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2 text-xs text-stone-600">
        {task.assignee ? (
          <span className="flex min-w-0 items-center gap-1.5">
            <Avatar src={task.assignee.img} name={task.assignee.nickname} size={24} />
            <span className="truncate">{task.assignee.nickname}</span>
          </span>
        ) : (
          <span className="text-stone-500">{t('card.unassigned')}</span>
        )}
        {task.dueDate && (
          <span
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium',
              overdue ? 'bg-red-50 text-red-700 ring-1 ring-red-200' : 'bg-stone-100 text-stone-700',
            )}
          >
            <CalendarClock aria-hidden="true" className="size-3" />
            {overdue ? t('card.overdue', { date: shortDate(task.dueDate) }) : shortDate(task.dueDate)}
          </span>
        )}
      </div>
      {done && task.completedBy && (
        <p className="mt-2 text-xs text-stone-500">{t('card.doneBy', { name: task.completedBy.nickname })}</p>
      )}
    </GridListItem>
  );
}
