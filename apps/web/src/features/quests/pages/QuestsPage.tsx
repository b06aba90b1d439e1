import type { TQuestState, TQuestWeek, WeeklyQuestCode } from '@sidecamp/domain';
import { WEEKLY_QUESTS } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleCheck, CircleDashed, Gift, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { InfoPanel } from '../../../ui/InfoPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { LevelProgress, paymentsApi, pointsKeys } from '../../payments';
import { WeekSchedule } from '../components/WeekSchedule';

export function QuestCode({ code }: { code: WeeklyQuestCode }) {
  return (
    <span className="inline-grid h-6 min-w-8 place-items-center rounded-md bg-stone-900 px-1.5 font-mono text-xs font-semibold text-white">
      {code}
    </span>
  );
}

function weekdayOf(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Weekly quests (F10.3): today's three with progress and claim, the week, and the level they feed. */
export function QuestsPage() {
  const { t, i18n } = useTranslation('quests');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const week = useQuery({
    queryKey: pointsKeys.questWeek(),
    queryFn: ({ signal }) => paymentsApi.questWeek(signal),
    enabled: loggedIn,
    // Progress comes from actions recorded elsewhere (a login, a post): look again now and then.
    refetchInterval: 15_000,
  });
  const claim = useApiMutation({
    mutationFn: (code: WeeklyQuestCode) => paymentsApi.claimQuest(code),
    invalidate: [pointsKeys.all],
    success: (result) => t('claimed', { points: result.pointsCredited, level: result.level.level }),
  });

  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('title')}
        description={t('description')}
      />
      {!loggedIn ? (
        <Card className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-700">{t('logInBody')}</p>
          <Button onPress={() => openLogin(true)}>{t('logIn')}</Button>
        </Card>
      ) : week.isPending ? (
        <Card className="h-56 animate-pulse bg-stone-100" role="status" aria-label={t('loading')} />
      ) : week.isError ? (
        <QueryError error={week.error} title={t('loadError')} onRetry={() => void week.refetch()} />
      ) : (
        <Today
          week={week.data}
          locale={i18n.language}
          isClaiming={claim.isPending}
          onClaim={(code) => claim.mutate(code)}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <InfoPanel title={t('schedule.title')} description={t('schedule.body')}>
          <WeekSchedule week={week.data} />
        </InfoPanel>
        <div className="space-y-6">
          {week.data && (
            <InfoPanel title={t('levelTitle')}>
              <LevelProgress level={week.data.level} />
              <Link
                to="/trust"
                className="mt-3 inline-block text-sm font-semibold text-pine-700 hover:underline"
              >
                {t('trustLink')}
              </Link>
            </InfoPanel>
          )}
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
      </div>
    </PageStack>
  );
}

function Today({
  week,
  locale,
  isClaiming,
  onClaim,
}: {
  week: TQuestWeek;
  locale: string;
  isClaiming: boolean;
  onClaim: (code: WeeklyQuestCode) => void;
}) {
  const { t } = useTranslation('quests');
  const today = week.days.find((day) => day.date === week.today);
  const quests = today?.quests ?? [];
  const done = quests.filter((quest) => quest.claimed).length;
  // Quest days are UTC days, so the reset is said in UTC too.
  const resets = `${new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(week.resetsAt))} UTC`;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-1 border-b border-stone-100 bg-make-soft px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Trophy aria-hidden="true" className="size-5 text-make" />
          {t('today.title')}
          <span className="text-sm font-medium text-make-ink">
            · {t('today.day', { weekday: weekdayOf(week.today, locale) })}
          </span>
        </h2>
        <p className="text-sm font-medium text-make-ink">
          {t('today.progress', { done, total: quests.length })}
        </p>
      </div>
      <ul className="divide-y divide-stone-100">
        {quests.map((quest) => (
          <QuestRow key={quest.code} quest={quest} week={week} isClaiming={isClaiming} onClaim={onClaim} />
        ))}
      </ul>
      <p className="border-t border-stone-100 bg-stone-50 px-6 py-3.5 text-sm text-stone-600">
        {t('today.note', {
          points: week.reward.points,
          experience: week.reward.experience,
          resets,
        })}
      </p>
    </Card>
  );
}

function QuestRow({
  quest,
  week,
  isClaiming,
  onClaim,
}: {
  quest: TQuestState;
  week: TQuestWeek;
  isClaiming: boolean;
  onClaim: (code: WeeklyQuestCode) => void;
}) {
  const { t } = useTranslation('quests');
  return (
    <li className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <QuestCode code={quest.code} />
        <span className="text-[15px] font-medium text-stone-900">{quest.label}</span>
      </div>
      <div className="flex items-center gap-3 max-sm:pl-11">
        <span className="sr-only">{t('today.progressLabel')}:</span>
        {quest.claimed ? (
          <span className="flex items-center gap-1.5 text-sm font-semibold text-pine-700">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('state.claimed', { points: week.reward.points })}
          </span>
        ) : quest.done ? (
          <Button size="sm" variant="launch" isDisabled={isClaiming} onPress={() => onClaim(quest.code)}>
            <Gift aria-hidden="true" className="size-4" />
            {t('state.claim', { points: week.reward.points })}
          </Button>
        ) : (
          <span
            className={clsx(
              'flex items-center gap-1.5 text-sm',
              quest.tracked ? 'text-stone-600' : 'text-stone-500',
            )}
          >
            <CircleDashed aria-hidden="true" className="size-4" />
            {quest.tracked ? t('state.todo') : t('state.notTracked')}
          </span>
        )}
        {quest.done && !quest.claimed && <Badge tone="pine">{t('state.done')}</Badge>}
      </div>
    </li>
  );
}
