import type { TaskStageCode, TTask } from '@sidecamp/domain';
import { canMoveTask, TASK_STAGE_KEYS, TASK_STAGES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import {
  DropIndicator,
  type DropItem,
  GridList,
  isTextDropItem,
  useDragAndDrop,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type CardAction, TaskCard } from './TaskCard';

/** The drag data of a task: its id, under a type only this board reads. */
export const TASK_DRAG_TYPE = 'application/x-sidecamp-task';

const COLUMN_TONES: Record<TaskStageCode, string> = {
  '01': 'bg-stone-400',
  '02': 'bg-sky-500',
  '03': 'bg-amber-500',
  '04': 'bg-pine-600',
};

/**
 * One stage of the board: a grid of its tasks that React Aria's drag and drop serves for the
 * mouse, touch and the keyboard alike. It takes a card from its own column or the one next to it
 * (the server's one-step rule), between two cards or at the end; `dragged` (the board's) says
 * which card is on its way, so a column that may not take it shows no place to drop.
 */
export function TaskColumn({
  stage,
  column,
  tasks,
  dragged,
  goalTitles,
  today,
  onAction,
  onDrop,
  onAdd,
  onDragChange,
}: {
  stage: TaskStageCode;
  column: readonly TTask[];
  tasks: readonly TTask[];
  dragged: TTask | null;
  goalTitles: ReadonlyMap<number, string>;
  today: string;
  onAction: (task: TTask, action: CardAction) => void;
  onDrop: (task: TTask, stage: TaskStageCode, index: number) => void;
  onAdd: (stage: TaskStageCode) => void;
  onDragChange: (task: TTask | null) => void;
}) {
  const { t } = useTranslation('tasks');
  const headingId = `column-${TASK_STAGE_KEYS[stage]}`;
  const accepts = dragged !== null && canMoveTask(dragged.stage, stage);

  /** The task a drop carries, read from its data (a drag from another tab carries none of ours). */
  const droppedTask = async (items: readonly DropItem[]) => {
    const item = items.find((candidate) => isTextDropItem(candidate) && candidate.types.has(TASK_DRAG_TYPE));
    if (!item || !isTextDropItem(item)) return null;
    const id = Number(await item.getText(TASK_DRAG_TYPE));
    return tasks.find((task) => task.id === id) ?? null;
  };
  /** Where a card dropped before or after `key` lands, counted without the card itself. */
  const indexAt = (task: TTask, key: number, position: 'before' | 'after' | 'on') => {
    const others = column.filter((other) => other.id !== task.id);
    const at = others.findIndex((other) => other.id === key);
    if (at === -1) return others.length;
    return position === 'after' ? at + 1 : at;
  };

  const { dragAndDropHooks } = useDragAndDrop<TTask>({
    getItems: (keys) =>
      [...keys].map((key) => ({
        [TASK_DRAG_TYPE]: String(key),
        'text/plain': tasks.find((task) => task.id === key)?.title ?? '',
      })),
    acceptedDragTypes: [TASK_DRAG_TYPE],
    getDropOperation: () => (accepts ? 'move' : 'cancel'),
    onDragStart: (event) => onDragChange(tasks.find((task) => event.keys.has(task.id)) ?? null),
    onDragEnd: () => onDragChange(null),
    onInsert: async (event) => {
      const task = await droppedTask(event.items);
      if (task && canMoveTask(task.stage, stage))
        onDrop(task, stage, indexAt(task, Number(event.target.key), event.target.dropPosition));
    },
    onReorder: (event) => {
      const task = column.find((candidate) => event.keys.has(candidate.id));
      if (task) onDrop(task, stage, indexAt(task, Number(event.target.key), event.target.dropPosition));
    },
    onRootDrop: async (event) => {
      const task = await droppedTask(event.items);
      if (task && canMoveTask(task.stage, stage)) onDrop(task, stage, indexAt(task, -1, 'after'));
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) =>
          clsx('-my-1 h-0.5 rounded-full', isDropTarget ? 'bg-pine-600' : 'bg-transparent')
        }
      />
    ),
  });

  return (
    <section
      aria-labelledby={headingId}
      data-stage={TASK_STAGE_KEYS[stage]}
      data-testid={`column-${TASK_STAGE_KEYS[stage]}`}
      className={clsx(
        'flex min-h-48 flex-col rounded-2xl bg-stone-100/80 p-3 ring-1 ring-stone-200/70 transition-colors',
        dragged && !accepts && 'opacity-60',
      )}
    >
      <header className="mb-3 flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <span aria-hidden="true" className={clsx('size-2 rounded-full', COLUMN_TONES[stage])} />
          {TASK_STAGES.label(stage)}
          <span className="rounded-full bg-white px-2 text-xs font-medium text-stone-600 tabular-nums ring-1 ring-stone-200">
            {column.length}
          </span>
        </h2>
        <button
          type="button"
          onClick={() => onAdd(stage)}
          aria-label={t('board.addTo', { stage: TASK_STAGES.label(stage) })}
          className="grid size-8 cursor-pointer place-items-center rounded-lg text-stone-500 hover:bg-white hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-pine-600"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </header>
      <GridList
        aria-labelledby={headingId}
        items={column}
        dragAndDropHooks={dragAndDropHooks}
        layout="stack"
        className={({ isDropTarget }) =>
          clsx(
            'flex flex-1 flex-col gap-2.5 rounded-xl outline-none',
            isDropTarget && 'bg-pine-50 ring-2 ring-pine-500',
          )
        }
        renderEmptyState={() => (
          <p className="rounded-xl border border-dashed border-stone-300 px-3 py-6 text-center text-xs text-stone-500">
            {accepts ? t('board.dropHere') : t('board.emptyColumn')}
          </p>
        )}
      >
        {(task) => (
          <TaskCard
            task={task}
            goalTitle={task.goalId === null ? null : (goalTitles.get(task.goalId) ?? null)}
            today={today}
            isFirst={task.id === column[0]?.id}
            isLast={task.id === column.at(-1)?.id}
            onAction={onAction}
          />
        )}
      </GridList>
    </section>
  );
}
