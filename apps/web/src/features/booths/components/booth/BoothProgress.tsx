import type { TBooth } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { CircleCheck, Flag, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../../../app/store/userStore';
import { Badge } from '../../../../ui/Badge';
import { QueryError } from '../../../../ui/QueryError';
import { useBoothProgress } from '../../hooks/booth/useBoothProgress';
import { useBoothRoom } from '../../hooks/booth/useBoothRoom';

/**
 * Live build progress of the booth's project: each goal's done tasks as a bar and the recently
 * completed tasks (only finished work is public). Logged in, it follows the booth's room and
 * refreshes when a task or goal completes. Nothing for a booth without a project.
 */
export function BoothProgress({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const hasProject = booth.projectNo !== null;
  useBoothRoom(booth.id, hasProject);
  const progress = useBoothProgress(booth.id, hasProject);
  if (!hasProject || (progress.isSuccess && progress.data.project === null)) return null;

  return (
    <section
      aria-labelledby="booth-progress-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="booth-progress-title" className="text-lg font-semibold text-stone-900">
            {t('progress.title')}
          </h2>
          {progress.data?.project && (
            <p className="text-sm text-stone-600">
              {t('progress.from')}{' '}
              <Link
                to={`/projects/${progress.data.project.no}`}
                className="font-medium text-pine-800 hover:underline"
              >
                {progress.data.project.name}
              </Link>
            </p>
          )}
        </div>
        {loggedIn && (
          <Badge tone="pine">
            <Radio aria-hidden="true" className="size-3" />
            {t('progress.live')}
          </Badge>
        )}
      </div>
      {progress.isPending ? (
        <div
          className="mt-4 h-24 animate-pulse rounded-xl bg-stone-100"
          role="status"
          aria-label={t('progress.loading')}
        />
      ) : progress.isError ? (
        <div className="mt-4">
          <QueryError
            error={progress.error}
            title={t('progress.loadError')}
            onRetry={() => void progress.refetch()}
          />
        </div>
      ) : progress.data.goals.length === 0 && progress.data.recentTasks.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('progress.nothingYet')}</p>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
              {t('progress.goals')}
            </h3>
            {progress.data.goals.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t('progress.noGoals')}</p>
            ) : (
              <ul className="mt-3 space-y-3" aria-label={t('progress.goals')}>
                {progress.data.goals.map((goal) => {
                  const share = goal.tasks === 0 ? 0 : goal.done / goal.tasks;
                  return (
                    <li key={goal.id}>
                      <div className="flex items-baseline justify-between gap-3 text-sm">
                        <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-stone-800">
                          {goal.completed ? (
                            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-pine-700" />
                          ) : (
                            <Flag aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
                          )}
                          <span className="truncate">{goal.title}</span>
                          {goal.completed && <span className="sr-only">{t('progress.reached')}</span>}
                        </span>
                        <span className="shrink-0 text-stone-600 tabular-nums">
                          {t('progress.tasksDone', { done: goal.done, count: goal.tasks })}
                        </span>
                      </div>
                      <div
                        role="progressbar"
                        aria-label={goal.title}
                        aria-valuemin={0}
                        aria-valuemax={goal.tasks}
                        aria-valuenow={goal.done}
                        aria-valuetext={t('progress.tasksDone', { done: goal.done, count: goal.tasks })}
                        className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100"
                      >
                        <div
                          className={
                            goal.completed
                              ? 'h-full rounded-full bg-pine-600'
                              : 'h-full rounded-full bg-orange-500'
                          }
                          style={{ width: `${share * 100}%` }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
              {t('progress.recent')}
            </h3>
            {progress.data.recentTasks.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t('progress.noTasks')}</p>
            ) : (
              <ul className="mt-3 space-y-2.5" aria-label={t('progress.recent')}>
                {progress.data.recentTasks.map((task) => (
                  <li key={task.id} className="flex items-start gap-2 text-sm">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pine-700" />
                    <span className="min-w-0 flex-1 break-words text-stone-800">{task.title}</span>
                    <time
                      suppressHydrationWarning
                      dateTime={task.completedAt}
                      className="shrink-0 text-stone-500"
                    >
                      {relativeTime(new Date(task.completedAt))}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
