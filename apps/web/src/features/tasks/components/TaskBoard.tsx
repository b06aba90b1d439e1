import type { TaskStageCode, TTask } from '@sidecamp/domain';
import { canMoveTask, TASK_STAGE_KEYS, TASK_STAGES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnOf } from '../boardOrder';
import { type CardAction, TaskCard } from './TaskCard';

const COLUMN_TONES: Record<TaskStageCode, string> = {
  '01': 'bg-stone-400',
  '02': 'bg-sky-500',
  '03': 'bg-amber-500',
  '04': 'bg-pine-600',
};

/**
 * One column per stage. A card may be dropped on the column next to its own (the server's one-step
 * rule), before another card or at the end; other columns do not accept the drop.
 */
export function TaskBoard({
  tasks,
  goalTitles,
  today,
  onAction,
  onDrop,
  onAdd,
}: {
  tasks: readonly TTask[];
  goalTitles: ReadonlyMap<number, string>;
  today: string;
  onAction: (task: TTask, action: CardAction) => void;
  onDrop: (task: TTask, stage: TaskStageCode, index: number) => void;
  onAdd: (stage: TaskStageCode) => void;
}) {
  const { t } = useTranslation('tasks');
  const [dragged, setDragged] = useState<TTask | null>(null);
  const [over, setOver] = useState<TaskStageCode | null>(null);

  const accepts = (stage: TaskStageCode) => dragged !== null && canMoveTask(dragged.stage, stage);

  /** Index to drop at: before the first card whose middle is below the pointer. */
  const dropIndex = (event: DragEvent<HTMLElement>, stage: TaskStageCode) => {
    const cards = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-task-id]')].filter(
      (card) => Number(card.dataset.taskId) !== dragged?.id,
    );
    const index = cards.findIndex((card) => {
      const box = card.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    return index === -1 ? columnOf(tasks, stage).filter((task) => task.id !== dragged?.id).length : index;
  };

  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid="task-board">
      <div className="grid auto-cols-[minmax(16rem,85vw)] grid-flow-col gap-4 sm:auto-cols-[minmax(16rem,1fr)] lg:grid-flow-row lg:grid-cols-4">
        {TASK_STAGES.codes.map((stage) => {
          const column = columnOf(tasks, stage);
          const headingId = `column-${TASK_STAGE_KEYS[stage]}`;
          return (
            <section
              key={stage}
              aria-labelledby={headingId}
              data-stage={TASK_STAGE_KEYS[stage]}
              data-testid={`column-${TASK_STAGE_KEYS[stage]}`}
              onDragOver={(event) => {
                if (!accepts(stage)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                const task = dragged;
                setOver(null);
                setDragged(null);
                if (task && accepts(stage)) onDrop(task, stage, dropIndex(event, stage));
              }}
              className={clsx(
                'flex min-h-48 flex-col rounded-2xl bg-stone-100/80 p-3 ring-1 ring-stone-200/70 transition-colors',
                over === stage && 'bg-pine-50 ring-2 ring-pine-500',
                dragged && !accepts(stage) && dragged.stage !== stage && 'opacity-60',
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
              {column.length === 0 ? (
                <p className="rounded-xl border border-dashed border-stone-300 px-3 py-6 text-center text-xs text-stone-500">
                  {dragged && accepts(stage) ? t('board.dropHere') : t('board.emptyColumn')}
                </p>
              ) : (
                <ul className="flex flex-col gap-2.5">
                  {column.map((task, index) => (
                    <TaskCard
                      key={task.id}
                      task={task}
                      goalTitle={task.goalId === null ? null : (goalTitles.get(task.goalId) ?? null)}
                      today={today}
                      isFirst={index === 0}
                      isLast={index === column.length - 1}
                      onAction={onAction}
                      onDragStart={setDragged}
                      onDragEnd={() => {
                        setDragged(null);
                        setOver(null);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
