import { useQuery } from '@tanstack/react-query';
import { MessagesSquare, PenSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { GroupChatButton } from '../../chat';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { FeedList } from '../components/FeedList';
import { useGroupFeed } from '../hooks/useFeed';

/** A group: what it is, joining and leaving, members and requests, and its feed. */
export function GroupViewPage() {
  const { t } = useTranslation('lounge');
  const id = Number(useParams().groupId);
  const group = useQuery({
    queryKey: loungeKeys.group(id),
    queryFn: ({ signal }) => loungeApi.group(id, signal),
    enabled: Number.isInteger(id),
  });
  const data = group.data;
  const isOwner = data?.membership?.role === 'owner';
  const isMember = data?.membership?.state === 'active';
  const canRead = data !== undefined && (data.joinPolicy === 'open' || isMember);
  const members = useQuery({
    queryKey: loungeKeys.groupMembers(id, 'active'),
    queryFn: ({ signal }) => loungeApi.groupMembers(id, 'active', {}, signal),
    enabled: data !== undefined,
  });
  const pending = useQuery({
    queryKey: loungeKeys.groupMembers(id, 'pending'),
    queryFn: ({ signal }) => loungeApi.groupMembers(id, 'pending', {}, signal),
    enabled: isOwner,
  });
  const feed = useGroupFeed(id, canRead);
  const refresh = [
    loungeKeys.group(id),
    loungeKeys.groupMembers(id, 'active'),
    loungeKeys.groupMembers(id, 'pending'),
  ];
  const join = useApiMutation({ mutationFn: () => loungeApi.joinGroup(id), invalidate: refresh });
  const leave = useApiMutation({ mutationFn: () => loungeApi.leaveGroup(id), invalidate: refresh });
  const approve = useApiMutation({
    mutationFn: (userNo: number) => loungeApi.approveMember(id, userNo),
    invalidate: refresh,
  });
  const decline = useApiMutation({
    mutationFn: (userNo: number) => loungeApi.removeMember(id, userNo),
    invalidate: refresh,
  });

  if (!Number.isInteger(id) || group.isError)
    return (
      <PageStack>
        <PageHeader camp="connect" eyebrow={t('groups.title')} title={t('groups.notFound')} />
        {group.isError && (
          <QueryError error={group.error} title={t('groups.error')} onRetry={() => group.refetch()} />
        )}
        <Link to="/groups" className="text-sm font-medium text-pine-700 underline">
          {t('groups.back')}
        </Link>
      </PageStack>
    );
  if (group.isPending || !data) return <PageSkeleton label={t('groups.loading')} />;
  return (
    <PageStack>
      <Link to="/groups" className="text-sm font-medium text-pine-700 hover:underline">
        ← {t('groups.back')}
      </Link>
      <PageHeader
        camp="connect"
        eyebrow={t(`groups.kinds.${data.kind}`)}
        title={data.name}
        description={data.description || undefined}
        actions={
          data.membership === null ? (
            <Button onPress={() => runAsMember(() => join.mutate())} isDisabled={join.isPending}>
              {data.joinPolicy === 'open' ? t('groups.join') : t('groups.askToJoin')}
            </Button>
          ) : isOwner ? (
            <Badge tone="pine">{t('groups.youOwn')}</Badge>
          ) : (
            <Button variant="secondary" onPress={() => leave.mutate()} isDisabled={leave.isPending}>
              {data.membership.state === 'pending' ? t('groups.withdraw') : t('groups.leave')}
            </Button>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-stone-900">{t('groups.feed')}</h2>
            {isMember && (
              <ButtonLink to={`/lounge/write?group=${data.id}`} size="sm">
                <PenSquare aria-hidden="true" className="size-4" />
                {t('groups.writeHere')}
              </ButtonLink>
            )}
          </div>
          {canRead ? (
            <FeedList query={feed} label={t('groups.feed')} empty={t('groups.feedEmpty')} />
          ) : (
            <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
              {t('groups.membersOnly')}
            </p>
          )}
        </div>
        <aside className="flex flex-col gap-4">
          <Card className="p-4">
            <h2 className="mb-1 text-sm font-semibold tracking-wide text-stone-500 uppercase">
              {t('groups.chat')}
            </h2>
            {isMember ? (
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-stone-600">{t('groups.chatIntro')}</p>
                <GroupChatButton groupId={data.id} />
              </div>
            ) : (
              <p className="inline-flex items-start gap-2 text-sm text-stone-600">
                <MessagesSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('groups.chatMembersOnly')}
              </p>
            )}
          </Card>
          {isOwner && (
            <Card className="p-4">
              <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
                {t('groups.requests')}
              </h2>
              {pending.data?.items.length ? (
                <ul className="flex flex-col gap-3">
                  {pending.data.items.map((person) => (
                    <li key={person.no} className="flex flex-wrap items-center gap-2">
                      <Avatar src={person.img} name={person.nickname} />
                      <span className="min-w-0 flex-1 truncate text-sm font-medium">{person.nickname}</span>
                      <Button size="sm" onPress={() => approve.mutate(person.no)}>
                        {t('groups.approve')}
                      </Button>
                      <Button size="sm" variant="ghost" onPress={() => decline.mutate(person.no)}>
                        {t('groups.decline')}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-stone-500">{t('groups.noRequests')}</p>
              )}
            </Card>
          )}
          <Card className="p-4">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">
              {t('groups.members', { count: data.memberCount })}
            </h2>
            {members.isPending ? (
              <div aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-stone-100" />
            ) : members.isError ? (
              <p className="text-sm text-red-700">{t('groups.membersError')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {members.data.items.map((person) => (
                  <li key={person.no} className="flex items-center gap-2">
                    <Avatar src={person.img} name={person.nickname} />
                    <Link
                      to={`/u/${person.no}`}
                      className="truncate text-sm font-medium text-stone-900 hover:underline"
                    >
                      {person.nickname}
                    </Link>
                    {person.role === 'owner' && <Badge className="ml-auto">{t('groups.owner')}</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>
    </PageStack>
  );
}
