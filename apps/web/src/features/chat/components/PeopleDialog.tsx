import type { TChatRoom } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { QueryError } from '../../../ui/QueryError';
import { Toggle } from '../../../ui/Toggle';
import { chatApi } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';

/** chat_profiles: who is here and online; the host of an open chat may ban, the host switches the bot. */
export function PeopleDialog({
  room,
  isOpen,
  onOpenChange,
}: {
  room: TChatRoom;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const people = useQuery({
    queryKey: chatKeys.profiles(room._id),
    queryFn: () => chatApi.profiles(room._id),
    enabled: isOpen,
  });
  const ban = useApiMutation({
    mutationFn: (no: number) => chatApi.ban(room._id, no),
    invalidate: [chatKeys.profiles(room._id)],
    success: t('people.banned'),
  });
  const bot = useApiMutation({
    mutationFn: (on: boolean) => chatApi.bot(room._id, on),
    invalidate: [chatKeys.room(room._id)],
  });
  const isHost = room.myRole === 'host';
  // A team chat follows its project's members; those who left the chat can be brought back.
  const isTeamChat = room.type === '03' && room.projectNo !== null;
  const project = useQuery({
    queryKey: chatKeys.teamProject(room.projectNo ?? 0),
    queryFn: ({ signal }) => chatApi.teamProject(room.projectNo ?? 0, signal),
    enabled: isOpen && isTeamChat,
  });
  const inside = new Set(people.data?.people.map((person) => person.no));
  const outside = people.data
    ? (project.data?.members.filter((member) => !inside.has(member.person.no)) ?? [])
    : [];
  const invite = useApiMutation({
    mutationFn: (member: { no: number; nickname: string }) =>
      chatApi.inviteToTeam(room.projectNo ?? 0, member.no),
    invalidate: [chatKeys.profiles(room._id), chatKeys.room(room._id)],
    success: (_room, member) => t('people.invited', { name: member.nickname }),
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('people.title', { count: room.participantsSize })}
      closeLabel={tCommon('actions.close')}
    >
      {isHost && room.type !== '01' && (
        <div className="mb-5">
          <Toggle
            label={t('people.bot')}
            description={t('people.botHint')}
            isSelected={room.botEnabled}
            onChange={(on) => bot.mutate(on)}
          />
        </div>
      )}
      {people.isPending && <p className="text-sm text-stone-500">{t('people.loading')}</p>}
      {people.isError && (
        <QueryError error={people.error} title={t('people.error')} onRetry={() => void people.refetch()} />
      )}
      <ul className="divide-y divide-stone-100">
        {people.data?.people.map((person) => (
          <li key={person.no} className="flex items-center gap-3 py-2.5">
            <span className="relative">
              <Avatar src={person.img} name={person.nickname} size={40} />
              {person.online && (
                <span className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <Link
                to={`/u/${person.no}`}
                className="block truncate font-semibold text-stone-900 hover:underline"
              >
                {person.nickname}
              </Link>
              <span className="text-sm text-stone-500">
                {t(`people.role.${person.role}`)} · {person.online ? t('room.online') : t('room.offline')}
              </span>
            </span>
            {isHost && room.type === '02' && person.role !== 'host' && (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => ban.mutate(person.no)}
                isDisabled={ban.isPending}
              >
                {t('people.ban')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {outside.length > 0 && (
        <section className="mt-5 border-t border-stone-200 pt-4" aria-labelledby="team-chat-outside">
          <h3 id="team-chat-outside" className="font-semibold text-stone-900">
            {t('people.outside')}
          </h3>
          <p className="text-sm text-stone-500">{t('people.outsideHint')}</p>
          <ul className="mt-2 divide-y divide-stone-100">
            {outside.map(({ person }) => (
              <li key={person.no} className="flex items-center gap-3 py-2.5">
                <Avatar src={person.img} name={person.nickname} size={40} />
                <Link
                  to={`/u/${person.no}`}
                  className="min-w-0 flex-1 truncate font-semibold text-stone-900 hover:underline"
                >
                  {person.nickname}
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => invite.mutate({ no: person.no, nickname: person.nickname })}
                  isDisabled={invite.isPending}
                >
                  {t('people.invite')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
