import type { TScheduleItem } from '@sidecamp/domain';
import { addDaysIso, TASK_STAGES, todayIso, weekStartIso } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  CalendarCheck,
  ChevronLeft,
  ChevronRight,
  Flag,
  FlagTriangleRight,
  ListChecks,
  SquareCheck,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { longDate, shortDate, weekdayDate } from '../../../ui/dates';
import { QueryError } from '../../../ui/QueryError';
import { workspaceApi } from '../api/workspaceApi';
import { workspaceKeys } from '../api/workspaceKeys';

type Span = 'day' | 'week';

const KIND_ICONS = {
  task: ListChecks,
  goalStart: FlagTriangleRight,
  goalDue: Flag,
  todo: SquareCheck,
} as const;

/** My schedule for a day or a week: due tasks, goal start and due dates, dated to-dos. */
export function Agenda() {
  const { t } = useTranslation('tasks');
  const today = todayIso();
  const [span, setSpan] = useState<Span>('week');
  const [anchor, setAnchor] = useState(today);
  const from = span === 'day' ? anchor : weekStartIso(anchor);
  const to = span === 'day' ? anchor : addDaysIso(from, 6);
  const schedule = useQuery({
    queryKey: workspaceKeys.schedule(from, to),
    queryFn: ({ signal }) => workspaceApi.schedule(from, to, signal),
  });
  const step = (direction: 1 | -1) => setAnchor(addDaysIso(anchor, direction * (span === 'day' ? 1 : 7)));
  const days = span === 'day' ? [from] : Array.from({ length: 7 }, (_, index) => addDaysIso(from, index));
  const items = schedule.data?.items ?? [];

  return (
    <section aria-labelledby="agenda-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="agenda-heading" className="text-lg font-semibold text-stone-900">
          {span === 'day' ? longDate(from) : t('agenda.weekOf', { from: shortDate(from), to: shortDate(to) })}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex gap-1 rounded-xl bg-stone-100 p-1">
            <legend className="sr-only">{t('agenda.span')}</legend>
            {(['day', 'week'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={span === value}
                onClick={() => setSpan(value)}
                className={clsx(
                  'cursor-pointer rounded-lg px-3 py-1 text-sm font-medium',
                  span === value
                    ? 'bg-white text-stone-900 shadow-sm'
                    : 'text-stone-600 hover:text-stone-900',
                )}
              >
                {t(`agenda.${value}`)}
              </button>
            ))}
          </fieldset>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t(`agenda.previous.${span}`)}
            onPress={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setAnchor(today)}
            isDisabled={today >= from && today <= to}
          >
            {t('agenda.today')}
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t(`agenda.next.${span}`)}
            onPress={() => step(1)}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {schedule.isPending ? (
        <div role="status" className="animate-pulse space-y-2">
          <span className="sr-only">{t('agenda.loading')}</span>
          {days.slice(0, 4).map((day) => (
            <div key={day} className="h-14 rounded-xl bg-stone-100" />
          ))}
        </div>
      ) : schedule.isError ? (
        <QueryError
          error={schedule.error}
          title={t('agenda.loadError')}
          onRetry={() => void schedule.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white/70 px-6 py-10 text-center">
          <CalendarCheck aria-hidden="true" className="size-6 text-stone-400" />
          <p className="font-semibold text-stone-800">
            {span === 'day' ? t('agenda.emptyDay') : t('agenda.emptyWeek')}
          </p>
          <p className="max-w-sm text-sm text-stone-600">{t('agenda.emptyBody')}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="agenda">
          {days.map((day) => {
            const dayItems = items.filter((item) => item.date === day);
            return (
              <li
                key={day}
                className={clsx(
                  'flex gap-3 rounded-2xl border bg-white p-3 sm:gap-4',
                  day === today ? 'border-pine-300 ring-1 ring-pine-200' : 'border-stone-200',
                )}
              >
                <h3
                  className={clsx(
                    'w-20 shrink-0 text-sm font-semibold sm:w-24',
                    day === today ? 'text-pine-800' : 'text-stone-700',
                  )}
                >
                  {weekdayDate(day)}
                  {day === today && (
                    <span className="block text-xs font-medium text-pine-700">{t('agenda.today')}</span>
                  )}
                </h3>
                {dayItems.length === 0 ? (
                  <p className="text-sm text-stone-500">{t('agenda.nothing')}</p>
                ) : (
                  <ul className="flex min-w-0 flex-1 flex-col gap-1.5">
                    {dayItems.map((item) => (
                      <AgendaItem key={`${item.kind}-${item.id}`} item={item} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function AgendaItem({ item }: { item: TScheduleItem }) {
  const { t } = useTranslation('tasks');
  const Icon = KIND_ICONS[item.kind];
  return (
    <li data-testid="agenda-item" className="flex items-start gap-2 text-sm">
      <Icon
        aria-hidden="true"
        className={clsx(
          'mt-0.5 size-4 shrink-0',
          item.kind === 'task' || item.kind === 'todo' ? 'text-stone-500' : 'text-indigo-600',
        )}
      />
      <div className="min-w-0">
        <p className={clsx('break-words', item.done ? 'text-stone-500 line-through' : 'text-stone-800')}>
          <span className="sr-only">{t(`agenda.kinds.${item.kind}`)}: </span>
          {item.title}
        </p>
        <p className="text-xs text-stone-500">
          {t(`agenda.kinds.${item.kind}`)}
          {item.stage && ` · ${TASK_STAGES.label(item.stage)}`}
          {item.projectNo !== null && item.projectName && (
            <>
              {' · '}
              <Link
                to={`/projects/${item.projectNo}/workspace`}
                className="font-medium text-pine-700 hover:underline"
              >
                {item.projectName}
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
