import { questsForDate, questsForWeekday, WEEKLY_QUESTS, type WeeklyQuestCode } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { CircleDashed, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { InfoPanel } from '../../../ui/InfoPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

/** Monday first, as people read a week; numbers are Date.getDay() values. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's name in the page language; 2023-01-01 was a Sunday, so day n is 1 + n. */
function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

function QuestCode({ code }: { code: WeeklyQuestCode }) {
  return (
    <span className="inline-grid h-6 min-w-8 place-items-center rounded-md bg-stone-900 px-1.5 font-mono text-xs font-semibold text-white">
      {code}
    </span>
  );
}

/** Weekly quests from the domain package: today's three and the week's schedule. */
export function QuestsPage() {
  const { t, i18n } = useTranslation('quests');
  const { t: tCommon } = useTranslation('common');
  const now = new Date();
  const today = now.getDay();
  const todaysQuests = questsForDate(now);

  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('title')}
        description={t('description')}
      />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-1 border-b border-stone-100 bg-make-soft px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Trophy aria-hidden="true" className="size-5 text-make" />
            {t('today.title')}
          </h2>
          <p className="text-sm font-medium text-make-ink">
            {t('today.day', { weekday: weekdayName(today, i18n.language) })}
          </p>
        </div>
        <ul className="divide-y divide-stone-100">
          {todaysQuests.map((code) => (
            <li key={code} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <QuestCode code={code} />
                <span className="text-[15px] font-medium text-stone-900">{WEEKLY_QUESTS.label(code)}</span>
              </div>
              <span className="flex items-center gap-2 text-sm text-stone-500 max-sm:pl-11">
                <span className="sr-only">{t('today.progressLabel')}:</span>
                <CircleDashed aria-hidden="true" className="size-4" />
                {t('today.notTracked')}
              </span>
            </li>
          ))}
        </ul>
        <p className="border-t border-stone-100 bg-stone-50 px-6 py-3.5 text-sm text-stone-600">
          {t('today.note')}
        </p>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <InfoPanel title={t('schedule.title')} description={t('schedule.body')}>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('schedule.dayColumn')}</th>
                <th scope="col">{t('schedule.questsColumn')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {WEEK_ORDER.map((day) => {
                const isToday = day === today;
                return (
                  <tr
                    key={day}
                    aria-current={isToday ? 'date' : undefined}
                    className={clsx(isToday && 'bg-make-soft')}
                  >
                    <th scope="row" className="w-40 py-2.5 pl-2 text-left font-medium text-stone-800">
                      <span className="flex items-center gap-2">
                        {weekdayName(day, i18n.language)}
                        {isToday && <Badge tone="pine">{t('schedule.today')}</Badge>}
                      </span>
                    </th>
                    <td className="py-2.5 pr-2">
                      <span className="flex flex-wrap gap-1.5">
                        {questsForWeekday(day).map((code) => (
                          <span key={code} title={WEEKLY_QUESTS.label(code)}>
                            <QuestCode code={code} />
                          </span>
                        ))}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </InfoPanel>
        <InfoPanel title={t('all.title')}>
          <ul className="space-y-3">
            {WEEKLY_QUESTS.entries.map((quest) => (
              <li key={quest.code} className="flex items-start gap-3 text-sm text-stone-700">
                <QuestCode code={quest.code} />
                <span className="pt-0.5">{quest.label}</span>
              </li>
            ))}
          </ul>
        </InfoPanel>
      </div>
    </PageStack>
  );
}
