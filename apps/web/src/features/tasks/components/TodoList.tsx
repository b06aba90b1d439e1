import type { TMyTask, TTodo } from '@sidecamp/domain';
import { isTaskOverdue, TASK_STAGES, todayIso } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Check, GripVertical, ListTodo, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { Button } from '../../../ui/Button';
import { shortDate } from '../../../ui/dates';
import { QueryError } from '../../../ui/QueryError';
import { useMyTodos, useTodoActions } from '../hooks/useMyTodos';

/** A round check: a real checkbox underneath (Space toggles it), drawn as a circle. */
function CheckButton({
  checked,
  label,
  onToggle,
  disabled,
}: {
  checked: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
      <input
        type="checkbox"
        checked={checked}
        aria-label={label}
        disabled={disabled}
        onChange={onToggle}
        className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-5 place-items-center rounded-full border transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600',
          checked
            ? 'border-pine-700 bg-pine-700 text-white'
            : 'border-stone-400 bg-white peer-hover:border-pine-600',
        )}
      >
        {checked && <Check className="size-3.5" strokeWidth={3} />}
      </span>
    </span>
  );
}

/**
 * My to-do list (the panel's and the page's content): add, check off, reorder by dragging or with
 * the up/down buttons, remove; below, the tasks assigned to me from every project, checkable too.
 */
export function TodoList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('tasks');
  const list = useMyTodos();
  const actions = useTodoActions();
  const [title, setTitle] = useState('');
  const today = todayIso();
  const todos = list.data?.todos ?? [];
  const ids = todos.map((todo) => todo.id);
  const moveTo = (id: number, index: number) => {
    const next = ids.filter((item) => item !== id);
    next.splice(Math.max(0, Math.min(index, next.length)), 0, id);
    if (next.join() !== ids.join()) actions.reorder.mutate(next);
  };
  // React Aria's drag and drop: a mouse, a finger, or the keyboard (the grip, Enter, the arrows to
  // the place, Enter) reorders the list; the up and down buttons do it one step at a time.
  const { dragAndDropHooks } = useDragAndDrop<TTodo>({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': todos.find((todo) => todo.id === key)?.title ?? '' })),
    onReorder: (event) => {
      const id = Number([...event.keys][0]);
      const others = ids.filter((item) => item !== id);
      const at = others.indexOf(Number(event.target.key));
      moveTo(id, event.target.dropPosition === 'after' ? at + 1 : at);
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) =>
          clsx('-my-0.5 h-0.5 rounded-full', isDropTarget ? 'bg-pine-600' : 'bg-transparent')
        }
      />
    ),
  });

  if (list.isPending)
    return (
      <div role="status" className="animate-pulse space-y-3 p-1">
        <span className="sr-only">{t('todo.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-10 rounded-lg bg-stone-100" />
        ))}
      </div>
    );
  if (list.isError)
    return <QueryError error={list.error} title={t('todo.loadError')} onRetry={() => void list.refetch()} />;

  const { tasks } = list.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = title;
    if (!text.trim()) return;
    // Cleared at once so the next to-do can be typed; given back if the server refuses this one.
    setTitle('');
    actions.add.mutate({ title: text, dueDate: null }, { onError: () => setTitle(text) });
  };
  const addError =
    actions.add.error instanceof ApiError ? actions.add.error.fieldMessage('title') : undefined;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="my-todos" className="flex flex-col gap-3">
        <h3 id="my-todos" className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
          {t('todo.mine', { count: todos.filter((todo) => !todo.done).length })}
        </h3>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="new-todo" className="sr-only">
            {t('todo.newLabel')}
          </label>
          <input
            id="new-todo"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder={t('todo.newPlaceholder')}
            maxLength={200}
            aria-invalid={addError ? true : undefined}
            className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-sm outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
          />
          <Button type="submit" size="md" isDisabled={!title.trim()} aria-label={t('todo.add')}>
            <Plus aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('todo.add')}</span>
          </Button>
        </form>
        {addError && <p className="text-sm font-medium text-red-700">{addError}</p>}
        {todos.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-500">
            {t('todo.emptyMine')}
          </p>
        ) : (
          <GridList
            aria-labelledby="my-todos"
            items={todos}
            dragAndDropHooks={dragAndDropHooks}
            // Tab walks through each row's check, buttons and grip, as it did before the grid.
            keyboardNavigationBehavior="tab"
            layout="stack"
            className="flex flex-col gap-1.5 outline-none"
            data-testid="my-todos"
          >
            {(todo: TTodo) => {
              const index = ids.indexOf(todo.id);
              return (
                <GridListItem
                  id={todo.id}
                  textValue={todo.title}
                  data-testid="todo-item"
                  className={({ isDragging, isFocusVisible }) =>
                    clsx(
                      'group flex items-start gap-2 rounded-lg bg-white px-2 py-2 ring-1 ring-stone-200 outline-none',
                      isDragging && 'opacity-50',
                      isFocusVisible && 'ring-2 ring-pine-600',
                    )
                  }
                >
                  <AriaButton
                    slot="drag"
                    aria-label={t('todo.drag', { title: todo.title })}
                    className="-my-1 grid h-7 w-6 shrink-0 cursor-grab place-items-center rounded-md text-stone-500 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-pine-600"
                  >
                    <GripVertical aria-hidden="true" className="size-4" />
                  </AriaButton>
                  <CheckButton
                    checked={todo.done}
                    label={t('todo.check', { title: todo.title })}
                    onToggle={() => actions.toggle.mutate(todo)}
                  />
                  <span
                    className={clsx(
                      'min-w-0 flex-1 text-sm break-words',
                      todo.done ? 'text-stone-500 line-through' : 'text-stone-800',
                    )}
                  >
                    {todo.title}
                    {todo.dueDate && (
                      <span className="ml-2 text-xs whitespace-nowrap text-stone-500">
                        {shortDate(todo.dueDate)}
                      </span>
                    )}
                  </span>
                  <span className="flex shrink-0 items-center">
                    <AriaButton
                      aria-label={t('todo.up', { title: todo.title })}
                      isDisabled={index === 0}
                      onPress={() => moveTo(todo.id, index - 1)}
                      className="grid size-7 cursor-pointer place-items-center rounded-md text-stone-500 hover:bg-stone-100 data-[disabled]:cursor-default data-[disabled]:opacity-30"
                    >
                      <ArrowUp aria-hidden="true" className="size-3.5" />
                    </AriaButton>
                    <AriaButton
                      aria-label={t('todo.down', { title: todo.title })}
                      isDisabled={index === todos.length - 1}
                      onPress={() => moveTo(todo.id, index + 1)}
                      className="grid size-7 cursor-pointer place-items-center rounded-md text-stone-500 hover:bg-stone-100 data-[disabled]:cursor-default data-[disabled]:opacity-30"
                    >
                      <ArrowDown aria-hidden="true" className="size-3.5" />
                    </AriaButton>
                    <AriaButton
                      aria-label={t('todo.remove', { title: todo.title })}
                      onPress={() => actions.remove.mutate(todo)}
                      className="grid size-7 cursor-pointer place-items-center rounded-md text-stone-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                    </AriaButton>
                  </span>
                </GridListItem>
              );
            }}
          </GridList>
        )}
      </section>

      <section aria-labelledby="my-tasks" className="flex flex-col gap-3">
        <h3 id="my-tasks" className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
          {t('todo.assigned', { count: tasks.filter((task) => task.stage !== '04').length })}
        </h3>
        {tasks.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-stone-300 px-4 py-5 text-sm text-stone-500">
            <ListTodo aria-hidden="true" className="size-4 shrink-0" />
            {t('todo.emptyAssigned')}
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5" data-testid="assigned-tasks">
            {tasks.map((task: TMyTask) => {
              const done = task.stage === '04';
              const overdue = isTaskOverdue(task, today);
              return (
                <li
                  key={task.id}
                  data-testid="assigned-task"
                  className="flex items-start gap-2.5 rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200"
                >
                  <CheckButton
                    checked={done}
                    label={
                      done
                        ? t('todo.reopenTask', { title: task.title })
                        : t('todo.completeTask', { title: task.title })
                    }
                    onToggle={() => actions.toggleTask.mutate(task)}
                    disabled={actions.toggleTask.isPending}
                  />
                  <div className="min-w-0 flex-1">
                    <p
                      className={clsx(
                        'text-sm break-words',
                        done ? 'text-stone-500 line-through' : 'text-stone-800',
                      )}
                    >
                      {task.title}
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-stone-500">
                      <Link
                        to={`/projects/${task.projectNo}/workspace`}
                        onClick={onNavigate}
                        className="font-medium text-pine-700 hover:underline"
                      >
                        {task.projectName}
                      </Link>
                      <span>{TASK_STAGES.label(task.stage)}</span>
                      {task.dueDate && (
                        <span className={overdue ? 'font-medium text-red-700' : undefined}>
                          {overdue
                            ? t('card.overdue', { date: shortDate(task.dueDate) })
                            : t('todo.due', { date: shortDate(task.dueDate) })}
                        </span>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
