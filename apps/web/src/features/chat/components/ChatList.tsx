import type { TChatRoom } from '@sidecamp/domain';
import { CHAT_ROOM_TYPES, relativeTime } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { BellOff, Hash, Image as ImageIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { roomPicture, roomTitle } from '../roomTitle';
import { countOf } from '../unread';
import { UnreadBadge } from './UnreadBadge';

function RoomIcon({ room }: { room: TChatRoom }) {
  if (room.type === '01' || room.type === '04')
    return <Avatar src={roomPicture(room)} name={roomTitle(room)} size={40} />;
  const Icon = room.type === '03' || room.type === '05' ? Users : Hash;
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-connect-soft text-connect-ink"
    >
      <Icon className="size-5" />
    </span>
  );
}

/** The chat list: newest activity first, last message and unread badge per room. */
export function ChatList({ rooms, activeRoomId }: { rooms: readonly TChatRoom[]; activeRoomId?: string }) {
  const { t } = useTranslation('chat');
  const counts = useUserStore((state) => state.chatReadCounts);
  return (
    <ul aria-label={t('list.label')} className="divide-y divide-stone-100">
      {rooms.map((room) => {
        const count = countOf(counts, room._id);
        const title = roomTitle(room);
        const last = room.lastMessage;
        const active = room._id === activeRoomId;
        return (
          <li key={room._id}>
            <Link
              to={`/chat/${room._id}`}
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'flex items-center gap-3 px-3 py-3 outline-none transition-colors focus-visible:bg-stone-100 sm:px-4',
                active ? 'bg-connect-soft/70' : 'hover:bg-stone-50',
              )}
            >
              <span className="relative">
                <RoomIcon room={room} />
                {room.opponentInfo?.online && (
                  <span className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white">
                    <span className="sr-only">{t('room.online')}</span>
                  </span>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span
                    className={clsx(
                      'truncate text-[15px] text-stone-900',
                      count > 0 ? 'font-bold' : 'font-semibold',
                    )}
                  >
                    {title}
                  </span>
                  {room.type !== '01' && (
                    <span className="shrink-0 text-xs text-stone-500">
                      {CHAT_ROOM_TYPES.label(room.type)}
                    </span>
                  )}
                  {room.isAlarmBlocked && (
                    <BellOff aria-label={t('room.muted')} className="size-3.5 shrink-0 text-stone-400" />
                  )}
                  {last && (
                    <time
                      suppressHydrationWarning
                      dateTime={last.createdAt}
                      className="ml-auto shrink-0 text-xs text-stone-500"
                    >
                      {relativeTime(new Date(last.createdAt))}
                    </time>
                  )}
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span
                    className={clsx(
                      'min-w-0 flex-1 truncate text-sm',
                      count > 0 ? 'text-stone-800' : 'text-stone-500',
                    )}
                  >
                    {!last && t('list.noMessages')}
                    {last?.type === 'image' && (
                      <span className="inline-flex items-center gap-1">
                        <ImageIcon aria-hidden="true" className="size-3.5" />
                        {t('message.photo')}
                      </span>
                    )}
                    {last && last.type !== 'image' && last.body}
                  </span>
                  <UnreadBadge
                    count={count}
                    muted={room.isAlarmBlocked}
                    label={t('list.unread', { count })}
                  />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
