import type { TaskStageCode, TGoal, TPersonSummary, TTask } from '@sidecamp/domain';
import { TASK_STAGES, todayIso } from '@sidecamp/domain/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KanbanSquare, Lock, Plus, Radio, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { toast } from '../../../ui/toast';
import { workspaceApi } from '../api/workspaceApi';
import { workspaceKeys } from '../api/workspaceKeys';
import { columnOf, NO_FILTERS, type TaskFilters } from '../boardOrder';
import { GoalDialog } from '../components/GoalDialog';
import { GoalsPanel } from '../components/GoalsPanel';
import { ResetBoardDialog } from '../components/ResetBoardDialog';
import { TaskBoard } from '../components/TaskBoard';
import type { CardAction } from '../components/TaskCard';
import { TaskDialog } from '../components/TaskDialog';
import { TaskListView } from '../components/TaskListView';
import { useProjectRoom } from '../hooks/useProjectRoom';
import { useProjectGoals, useProjectTasks, useTaskActions } from '../hooks/useWorkspace';

const VIEWS = ['board', 'list', 'goals'] as const;
type View = (typeof VIEWS)[number];

const projectNoOf = (value: string | undefined): number | null => {
  const no = Number(value);
  return Number.isSafeInteger(no) && no > 0 ? no : null;
};

/** A project's workspace for its team: the task board, the filtered list and the goals. */
export function WorkspacePage() {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const no = projectNoOf(useParams().projectNo);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = VIEWS.find((candidate) => candidate === searchParams.get('view')) ?? 'board';
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  const loggedIn = useUserStore((state) => state.loggedIn);

  const project = useQuery({
    queryKey: [...workspaceKeys.project(no ?? 0), 'detail', viewerNo],
    queryFn: ({ signal }) => apiRequest(`/projects/${no}`, { schema: 'ZProjectDetail', signal }),
    enabled: no !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
  });
  const tasks = useProjectTasks(no);
  const goals = useProjectGoals(no);
  const room = useProjectRoom(tasks.isSuccess ? no : null);
  const actions = useTaskActions(no ?? 0);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [editing, setEditing] = useState<{ task: TTask | null; stage: TaskStageCode } | null>(null);
  const [goalEditing, setGoalEditing] = useState<{ goal: TGoal | null } | null>(null);
  const [deleting, setDeleting] = useState<TTask | null>(null);
  const [goalDeleting, setGoalDeleting] = useState<TGoal | null>(null);
  const [goalPending, setGoalPending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const today = todayIso();

  const backLink = (
    <Link
      to={no ? `/projects/${no}` : '/projects'}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {project.data ? t('workspace.backTo', { name: project.data.name }) : t('workspace.back')}
    </Link>
  );

  const refusal = [project.error, tasks.error].find((error) => error instanceof ApiError);
  if (no === null || (refusal instanceof ApiError && [401, 403, 404].includes(refusal.status)) || !loggedIn) {
    const notMember = refusal instanceof ApiError && refusal.code === 'NOT_PROJECT_MEMBER';
    return (
      <PageStack>
        {backLink}
        <PageHeader camp="make" eyebrow={tCommon('camps.make.name')} title={t('workspace.title')} />
        <EmptyState
          camp="make"
          icon={Lock}
          title={
            !loggedIn
              ? t('workspace.loggedOutTitle')
              : notMember
                ? t('workspace.notMemberTitle')
                : t('workspace.notFoundTitle')
          }
          description={
            !loggedIn
              ? t('workspace.loggedOutBody')
              : notMember
                ? t('workspace.notMemberBody')
                : t('workspace.notFoundBody')
          }
          actions={
            <ButtonLink to={no ? `/projects/${no}` : '/projects'}>{t('workspace.toProject')}</ButtonLink>
          }
        />
      </PageStack>
    );
  }
  if (project.isPending || tasks.isPending || goals.isPending)
    return <PageSkeleton label={t('workspace.loading')} />;
  if (project.isError || tasks.isError || goals.isError) {
    return (
      <PageStack>
        {backLink}
        <PageHeader camp="make" eyebrow={tCommon('camps.make.name')} title={t('workspace.title')} />
        <QueryError
          error={project.error ?? tasks.error ?? goals.error}
          title={t('workspace.loadError')}
          onRetry={() => {
            void project.refetch();
            void tasks.refetch();
            void goals.refetch();
          }}
        />
      </PageStack>
    );
  }

  const members: TPersonSummary[] = project.data.members.map((member) => member.person);
  const goalList = goals.data.items;
  const goalTitles = new Map(goalList.map((goal) => [goal.id, goal.title]));
  const allTasks = tasks.data.items;

  const onAction = (task: TTask, action: CardAction) => {
    const column = columnOf(allTasks, task.stage);
    const index = column.findIndex((item) => item.id === task.id);
    switch (action.kind) {
      case 'move':
        actions.move.mutate(
          { task, stage: action.stage },
          {
            onSuccess: (moved) =>
              toast.success(t('board.moved', { title: moved.title, stage: TASK_STAGES.label(moved.stage) })),
          },
        );
        return;
      case 'up':
        if (index > 0) actions.move.mutate({ task, stage: task.stage, index: index - 1 });
        return;
      case 'down':
        if (index < column.length - 1) actions.move.mutate({ task, stage: task.stage, index: index + 1 });
        return;
      case 'complete':
        actions.complete.mutate(task);
        return;
      case 'edit':
        setEditing({ task, stage: task.stage });
        return;
      case 'delete':
        setDeleting(task);
        return;
    }
  };

  const goalAction = async (run: () => Promise<unknown>) => {
    setGoalPending(true);
    try {
      await run();
    } catch (error) {
      if (error instanceof ApiError) toast.error(errorMessage(error, tCommon));
    } finally {
      setGoalPending(false);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.goals(no) });
    }
  };

  const tabs: Array<{ id: View; label: string }> = [
    { id: 'board', label: t('workspace.board') },
    { id: 'list', label: t('workspace.list') },
    { id: 'goals', label: t('workspace.goals', { count: goalList.length }) },
  ];

  return (
    <PageStack>
      {backLink}
      <PageHeader
        camp="make"
        eyebrow={project.data.name}
        title={t('workspace.title')}
        description={t('workspace.description')}
        actions={
          <>
            {project.data.viewer.canManage && project.data.stage !== '00' && (
              <Button variant="secondary" onPress={() => setResetting(true)}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('reset.open')}
              </Button>
            )}
            <Button onPress={() => setEditing({ task: null, stage: '01' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('workspace.addTask')}
            </Button>
          </>
        }
      />
      {resetting && (
        <ResetBoardDialog
          projectNo={no}
          projectName={project.data.name}
          taskCount={allTasks.length}
          goalCount={goalList.length}
          onClose={() => setResetting(false)}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-1 rounded-xl bg-stone-100 p-1">
          <legend className="sr-only">{t('workspace.views')}</legend>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              aria-pressed={view === tab.id}
              onClick={() => setSearchParams(tab.id === 'board' ? {} : { view: tab.id }, { replace: true })}
              className={
                view === tab.id
                  ? 'cursor-pointer rounded-lg bg-white px-3.5 py-1.5 text-sm font-medium text-stone-900 shadow-sm'
                  : 'cursor-pointer rounded-lg px-3.5 py-1.5 text-sm font-medium text-stone-600 hover:text-stone-900'
              }
            >
              {tab.label}
            </button>
          ))}
        </fieldset>
        <p
          className="flex items-center gap-1.5 text-xs text-stone-500"
          data-testid="room-state"
          data-state={room}
        >
          <Radio
            aria-hidden="true"
            className={room === 'live' ? 'size-3.5 text-pine-600' : 'size-3.5 text-stone-400'}
          />
          {room === 'live'
            ? t('workspace.live')
            : room === 'offline'
              ? t('workspace.offline')
              : t('workspace.notLive')}
        </p>
      </div>

      {view === 'board' &&
        (allTasks.length === 0 ? (
          <EmptyState
            camp="make"
            icon={KanbanSquare}
            title={t('board.emptyTitle')}
            description={t('board.emptyBody')}
            actions={
              <Button onPress={() => setEditing({ task: null, stage: '01' })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('workspace.addTask')}
              </Button>
            }
          />
        ) : (
          <>
            <p className="text-sm text-stone-600">{t('board.hint')}</p>
            <TaskBoard
              tasks={allTasks}
              goalTitles={goalTitles}
              today={today}
              onAction={onAction}
              onDrop={(task, stage, index) => actions.move.mutate({ task, stage, index })}
              onAdd={(stage) => setEditing({ task: null, stage })}
            />
          </>
        ))}
      {view === 'list' && (
        <TaskListView
          tasks={allTasks}
          goals={goalList}
          members={members}
          today={today}
          filters={filters}
          onFiltersChange={setFilters}
          onAction={onAction}
        />
      )}
      {view === 'goals' && (
        <GoalsPanel
          goals={goalList}
          isPending={goalPending}
          onCreate={() => setGoalEditing({ goal: null })}
          onEdit={(goal) => setGoalEditing({ goal })}
          onStart={(goal) => void goalAction(() => workspaceApi.startGoal(no, goal.id))}
          onComplete={(goal) => void goalAction(() => workspaceApi.completeGoal(no, goal.id))}
          onDelete={setGoalDeleting}
        />
      )}
      {view !== 'goals' && goalList.length > 0 && (
        <GoalsSummary goals={goalList} onOpen={() => setSearchParams({ view: 'goals' }, { replace: true })} />
      )}

      <TaskDialog
        projectNo={no}
        task={editing?.task ?? null}
        initialStage={editing?.stage ?? '01'}
        goals={goalList}
        members={members}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(task) => {
          actions.put(task);
          void actions.refresh();
        }}
      />
      <GoalDialog
        projectNo={no}
        goal={goalEditing?.goal ?? null}
        members={members}
        viewerNo={viewerNo}
        isOpen={goalEditing !== null}
        onClose={() => setGoalEditing(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: workspaceKeys.project(no) })}
      />
      <Dialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.taskTitle')}
        closeLabel={tCommon('actions.close')}
      >
        <p className="text-stone-700">{t('delete.taskBody', { title: deleting?.title ?? '' })}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={() => setDeleting(null)}>
            {t('dialog.cancel')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              if (deleting) actions.remove.mutate(deleting);
              setDeleting(null);
            }}
          >
            {t('delete.confirm')}
          </Button>
        </div>
      </Dialog>
      <Dialog
        isOpen={goalDeleting !== null}
        onOpenChange={(open) => !open && setGoalDeleting(null)}
        title={t('delete.goalTitle')}
        closeLabel={tCommon('actions.close')}
      >
        <p className="text-stone-700">{t('delete.goalBody', { title: goalDeleting?.title ?? '' })}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={() => setGoalDeleting(null)}>
            {t('dialog.cancel')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              const goal = goalDeleting;
              setGoalDeleting(null);
              if (goal) void goalAction(() => workspaceApi.deleteGoal(no, goal.id));
            }}
          >
            {t('delete.confirm')}
          </Button>
        </div>
      </Dialog>
    </PageStack>
  );
}

/** The goals at a glance under the board and the list: title and progress. */
function GoalsSummary({ goals, onOpen }: { goals: readonly TGoal[]; onOpen: () => void }) {
  const { t } = useTranslation('tasks');
  return (
    <section aria-labelledby="goal-summary" className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="goal-summary" className="text-sm font-semibold text-stone-800">
          {t('goals.heading')}
        </h2>
        <Button variant="ghost" size="sm" onPress={onOpen}>
          {t('goals.manage')}
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {goals.map((goal) => (
          <li key={goal.id} className="min-w-0">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="truncate font-medium text-stone-800">{goal.title}</span>
              <span className="shrink-0 text-xs text-stone-600 tabular-nums">{goal.progress.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('goals.progressLabel', { title: goal.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={goal.progress.percent}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-100"
            >
              <div
                className="h-full rounded-full bg-indigo-500"
                style={{ width: `${goal.progress.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
