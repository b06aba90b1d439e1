import type { TChatRoom } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Toggle } from '../../../ui/Toggle';
import { PersonAvatar, QueryError, useApiMutation } from '../../projects';
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
              <PersonAvatar src={person.img} name={person.nickname} size="md" />
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
    </Dialog>
  );
}
