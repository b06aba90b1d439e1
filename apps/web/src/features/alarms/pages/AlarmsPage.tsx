import type { TAlarm } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { type AlarmTab, useAlarmList, useReadMarks } from '../hooks/useAlarmList';
import { useAlarmUnread } from '../hooks/useAlarmUnread';

const TABS: readonly AlarmTab[] = ['all', 'activity', 'social'];

/** The alarm centre (F14): everything that happened around the person, newest first, by tab. */
export function AlarmsPage() {
  const { t } = useTranslation('alarms');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('group');
  const tab: AlarmTab = requested === 'activity' || requested === 'social' ? requested : 'all';
  const unread = useAlarmUnread().data;
  const marks = useReadMarks();

  if (!loggedIn) {
    return (
      <PageStack>
        <PageHeader title={t('title')} description={t('description')} />
        <EmptyState
          camp="connect"
          icon={Bell}
          title={t('loggedOut.title')}
          description={t('loggedOut.body')}
        />
      </PageStack>
    );
  }

  const countOf = (name: AlarmTab) =>
    name === 'all'
      ? (unread?.total ?? 0)
      : name === 'activity'
        ? (unread?.activity ?? 0)
        : (unread?.social ?? 0);
  return (
    <PageStack>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onPress={() => marks.all.mutate()}
              isDisabled={marks.all.isPending || (unread?.total ?? 0) === 0}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('markAll')}
            </Button>
            <ButtonLink variant="ghost" to="/settings#notifications">
              <Settings aria-hidden="true" className="size-4" />
              {t('choose')}
            </ButtonLink>
          </div>
        }
      />
      <nav aria-label={t('tabsLabel')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl bg-stone-100 p-1">
          {TABS.map((name) => (
            <li key={name}>
              <Link
                to={name === 'all' ? '/alarms' : `/alarms?group=${name}`}
                aria-current={tab === name ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-2 rounded-lg px-3.5 py-1.5 text-sm font-medium transition-colors',
                  tab === name ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
                )}
              >
                {t(`tabs.${name}`)}
                {countOf(name) > 0 && (
                  <span className="rounded-full bg-launch-soft px-1.5 text-xs font-semibold text-launch-ink">
                    {countOf(name) > 99 ? '99+' : countOf(name)}
                    <span className="sr-only"> {t('unreadWord')}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AlarmList tab={tab} />
    </PageStack>
  );
}

function AlarmList({ tab }: { tab: AlarmTab }) {
  const { t } = useTranslation('alarms');
  const list = useAlarmList(tab);
  if (list.isPending)
    return (
      <ul aria-busy="true" aria-label={t('loading')} className="space-y-2">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="h-16 animate-pulse rounded-xl bg-stone-100" />
        ))}
      </ul>
    );
  if (list.isError)
    return <QueryError error={list.error} title={t('loadError')} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        camp="connect"
        icon={Bell}
        title={t(`empty.${tab}.title`)}
        description={t(`empty.${tab}.body`)}
      />
    );
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-stone-200">
        {items.map((alarm) => (
          <AlarmRow key={alarm.id} alarm={alarm} />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        shown={items.length}
      />
    </div>
  );
}

/** One notification: opening it marks it read and goes where it points. */
function AlarmRow({ alarm }: { alarm: TAlarm }) {
  const { t } = useTranslation('alarms');
  const navigate = useNavigate();
  const marks = useReadMarks();
  return (
    <li>
      <Link
        to={alarm.link}
        onClick={(event) => {
          if (alarm.read) return;
          event.preventDefault();
          marks.one.mutate(alarm.id, { onSettled: () => void navigate(alarm.link) });
        }}
        className={clsx(
          'flex items-start gap-3 px-4 py-3.5 transition-colors hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-none',
          !alarm.read && 'bg-launch-soft/40',
        )}
      >
        {alarm.actor ? (
          <Avatar src={alarm.actor.img} name={alarm.actor.nickname} size={36} />
        ) : (
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-pine-50 text-pine-700">
            <Bell aria-hidden="true" className="size-4" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span
            className={clsx('block text-sm text-stone-800', !alarm.read && 'font-semibold text-stone-900')}
          >
            {alarm.text}
          </span>
          <span className="mt-0.5 block text-xs text-stone-500">
            {relativeTime(new Date(alarm.updatedAt))}
            {!alarm.read && <span className="sr-only"> · {t('unreadWord')}</span>}
          </span>
        </span>
        {!alarm.read && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-launch" />}
      </Link>
    </li>
  );
}
