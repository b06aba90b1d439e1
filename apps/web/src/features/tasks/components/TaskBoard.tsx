import type { TaskStageCode, TTask } from '@sidecamp/domain';
import { TASK_STAGES } from '@sidecamp/domain/core';
import { useState } from 'react';
import { columnOf } from '../boardOrder';
import type { CardAction } from './TaskCard';
import { TaskColumn } from './TaskColumn';

/**
 * One column per stage (TaskColumn). A card may be dropped on the column next to its own (the
 * server's one-step rule) or its own, before another card or at the end; other columns do not
 * accept the drop.
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
  const [dragged, setDragged] = useState<TTask | null>(null);
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid="task-board">
      <div className="grid auto-cols-[minmax(16rem,85vw)] grid-flow-col gap-4 sm:auto-cols-[minmax(16rem,1fr)] lg:grid-flow-row lg:grid-cols-4">
        {TASK_STAGES.codes.map((stage) => (
          <TaskColumn
            key={stage}
            stage={stage}
            column={columnOf(tasks, stage)}
            tasks={tasks}
            dragged={dragged}
            goalTitles={goalTitles}
            today={today}
            onAction={onAction}
            onDrop={onDrop}
            onAdd={onAdd}
            onDragChange={setDragged}
          />
        ))}
      </div>
    </div>
  );
}
