import type { TQuestWeek } from '@sidecamp/domain';
import { questsForWeekday, WEEKLY_QUESTS } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';

/** Monday first, as people read a week; numbers are Date.getUTCDay() values. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function weekdayName(day: number, locale: string): string {
  // 2023-01-01 was a Sunday, so day n is 1 + n.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/**
 * The weekday table: each day's three quests. With the person's week, the codes they claimed are
 * ticked and today is marked; without it (logged out), the plain schedule in UTC.
 */
export function WeekSchedule({ week }: { week: TQuestWeek | undefined }) {
  const { t, i18n } = useTranslation('quests');
  const today = week ? new Date(`${week.today}T12:00:00Z`).getUTCDay() : new Date().getUTCDay();
  return (
    <table className="w-full text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('schedule.dayColumn')}</th>
          <th scope="col">{t('schedule.questsColumn')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {WEEK_ORDER.map((day, index) => {
          const isToday = day === today;
          const states = week?.days[index]?.quests;
          return (
            <tr
              key={day}
              aria-current={isToday ? 'date' : undefined}
              className={clsx(isToday && 'bg-make-soft')}
            >
              <th scope="row" className="w-36 py-2.5 pl-2 text-left font-medium text-stone-800 sm:w-44">
                <span className="flex flex-wrap items-center gap-2">
                  {weekdayName(day, i18n.language)}
                  {isToday && <Badge tone="pine">{t('schedule.today')}</Badge>}
                </span>
              </th>
              <td className="py-2.5 pr-2">
                <span className="flex flex-wrap gap-1.5">
                  {questsForWeekday(day).map((code) => {
                    const claimed = states?.find((state) => state.code === code)?.claimed ?? false;
                    return (
                      <span
                        key={code}
                        title={WEEKLY_QUESTS.label(code)}
                        className={clsx(
                          'inline-flex h-6 min-w-8 items-center justify-center gap-1 rounded-md px-1.5 font-mono text-xs font-semibold',
                          claimed ? 'bg-pine-600 text-white' : 'bg-stone-900 text-white',
                        )}
                      >
                        {claimed && <Check aria-hidden="true" className="size-3" />}
                        {code}
                        {claimed && <span className="sr-only"> {t('schedule.claimed')}</span>}
                      </span>
                    );
                  })}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
