import type { TChatRoom } from '@sidecamp/domain';
import { CHAT_ROOM_TYPES } from '@sidecamp/domain/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { QueryError } from '../../../ui/QueryError';
import { chatApi } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';
import { useChatSocket } from '../hooks/useChatSocket';
import { useRoomMessages } from '../hooks/useRoomMessages';
import { patchRoom, setActiveRoom } from '../realtime/chatSync';
import { hasRoomEnded, messageTime, roomPicture, roomTitle } from '../roomTitle';
import { startVoiceCall } from '../voice/voiceCall';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PeopleDialog } from './PeopleDialog';
import { RoomActions } from './RoomActions';

function RoomSearch({ room, onClose }: { room: TChatRoom; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [q, setQ] = useState('');
  const [submitted, setSubmitted] = useState('');
  const results = useQuery({
    queryKey: chatKeys.search(room._id, submitted),
    queryFn: () => chatApi.messages(room._id, { q: submitted, limit: 30 }),
    enabled: submitted.length > 0,
  });
  return (
    <div className="border-b border-stone-200 bg-stone-50 p-3">
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(q.trim());
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('search.label')}</span>
            <input
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('search.placeholder')}
              className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
            />
          </label>
          <Button type="submit" variant="secondary">
            {t('search.submit')}
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('search.close')} onPress={onClose}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </form>
      </search>
      {submitted && (
        <div className="mt-3 max-h-56 overflow-y-auto">
          {results.isPending && <p className="text-sm text-stone-500">{t('search.searching')}</p>}
          {results.data && results.data.messages.length === 0 && (
            <p className="text-sm text-stone-500">{t('search.none', { q: submitted })}</p>
          )}
          <ul className="space-y-1">
            {results.data?.messages
              .slice()
              .reverse()
              .map((message) => (
                <li key={message._id} className="rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-stone-200">
                  <span className="font-semibold text-stone-800">{message.sender?.nickname ?? ''}</span>{' '}
                  <span className="text-stone-500">{messageTime(message.createdAt)}</span>
                  <p className="text-stone-800">{message.body}</p>
                </li>
              ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** One open room: header with its controls, the conversation and the composer. */
export function RoomView({ roomId }: { roomId: string }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useUserStore((state) => state.profile);
  const { socket, connected } = useChatSocket();
  const roomQuery = useQuery({ queryKey: chatKeys.room(roomId), queryFn: () => chatApi.room(roomId) });
  const room = roomQuery.data;
  const conversation = useRoomMessages(room);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [typing, setTyping] = useState<Record<number, { name: string; at: number }>>({});
  const [presence, setPresence] = useState<Record<number, boolean>>({});

  useEffect(() => {
    setActiveRoom(roomId);
    return () => setActiveRoom(null);
  }, [roomId]);

  useEffect(() => {
    if (!socket) return;
    const onTyping = (payload: { roomId: string; userNo: number; nickname: string; typing: boolean }) => {
      if (payload.roomId !== roomId) return;
      setTyping((current) => {
        const next = { ...current };
        if (payload.typing) next[payload.userNo] = { name: payload.nickname, at: Date.now() };
        else delete next[payload.userNo];
        return next;
      });
    };
    const onOnline = (payload: { roomId: string; userNo: number; status: string }) => {
      if (payload.roomId === roomId)
        setPresence((current) => ({ ...current, [payload.userNo]: payload.status === 'online' }));
    };
    const onRoom = (state: { roomId: string }) => {
      if (state.roomId === roomId) void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
    };
    const onLeft = ({ roomId: left }: { roomId: string }) => {
      if (left === roomId) void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
    };
    socket.on('typing', onTyping);
    socket.on('updateOnline', onOnline);
    socket.on('roomUpdated', onRoom);
    socket.on('leaveRoomResult', onLeft);
    return () => {
      socket.off('typing', onTyping);
      socket.off('updateOnline', onOnline);
      socket.off('roomUpdated', onRoom);
      socket.off('leaveRoomResult', onLeft);
    };
  }, [socket, roomId, queryClient]);

  // A typist who went quiet without saying so (closed tab) stops showing after a few seconds.
  useEffect(() => {
    const timer = setInterval(() => {
      setTyping((current) => {
        const fresh = Object.entries(current).filter(([, entry]) => Date.now() - entry.at < 5_000);
        return fresh.length === Object.keys(current).length ? current : Object.fromEntries(fresh);
      });
    }, 1_000);
    return () => clearInterval(timer);
  }, []);

  const mute = useApiMutation({
    mutationFn: (blocked: boolean) => chatApi.alarm(roomId, blocked),
    invalidate: [chatKeys.room(roomId)],
    onSuccess: (result) => patchRoom(roomId, { isAlarmBlocked: result.is_alarm_blocked }),
    success: (result) => (result.is_alarm_blocked ? t('room.mutedToast') : t('room.unmutedToast')),
  });
  const leave = useApiMutation({
    mutationFn: () => chatApi.leave(roomId),
    success: t('room.leftToast'),
    onSuccess: () => navigate('/chat'),
  });

  if (roomQuery.isPending) return <p className="p-6 text-sm text-stone-500">{t('room.loading')}</p>;
  if (roomQuery.isError || !room)
    return (
      <div className="p-4">
        <QueryError
          error={roomQuery.error}
          title={t('room.error')}
          onRetry={() => void roomQuery.refetch()}
        />
        <Link to="/chat" className="mt-4 inline-block font-semibold text-connect-ink underline">
          {t('room.backToList')}
        </Link>
      </div>
    );

  const title = roomTitle(room);
  const opponent = room.opponentInfo;
  const opponentOnline = opponent ? (presence[opponent.no] ?? opponent.online) : false;
  const ended = hasRoomEnded(room);
  const typingNames = Object.entries(typing)
    .filter(([no]) => Number(no) !== me?.no)
    .map(([, entry]) => entry.name);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-1 border-b border-stone-200 px-2 py-2 sm:gap-2 sm:px-4">
        <Link
          to="/chat"
          aria-label={t('room.backToList')}
          className="grid size-10 place-items-center rounded-lg text-stone-600 hover:bg-stone-100 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {/* On a phone the name needs the room more than the picture, which the messages show anyway. */}
        {(room.type === '01' || room.type === '04') && (
          <span className="max-sm:hidden">
            <Avatar src={roomPicture(room)} name={title} size={40} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-stone-900">{title}</h2>
          <p className="truncate text-xs text-stone-500">
            {opponent
              ? opponentOnline
                ? t('room.online')
                : t('room.offline')
              : `${CHAT_ROOM_TYPES.label(room.type)} · ${t('room.participants', { count: room.participantsSize })}`}
            {!connected && ` · ${t('room.reconnecting')}`}
          </p>
        </div>
        {room.type === '01' && !ended && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('voice.call')}
            isDisabled={!connected || opponent?.status !== 'joined'}
            onPress={() => void startVoiceCall(room._id)}
          >
            <Phone aria-hidden="true" className="size-5" />
          </Button>
        )}
        <RoomActions
          muted={room.isAlarmBlocked}
          onSearch={() => setSearchOpen((open) => !open)}
          onMute={() => mute.mutate(!room.isAlarmBlocked)}
          onPeople={() => setPeopleOpen(true)}
          onLeave={() => {
            if (window.confirm(t('room.leaveConfirm', { title }))) leave.mutate();
          }}
        />
      </header>
      {searchOpen && <RoomSearch room={room} onClose={() => setSearchOpen(false)} />}
      {conversation.loading ? (
        <p className="flex-1 p-6 text-sm text-stone-500">{t('room.loading')}</p>
      ) : conversation.error ? (
        <div className="flex-1 p-4">
          <QueryError error={conversation.error} title={t('room.messagesError')} />
        </div>
      ) : (
        <MessageList
          messages={conversation.messages}
          pending={conversation.pending}
          myNo={me?.no ?? 0}
          hasOlder={conversation.hasOlder}
          loadingOlder={conversation.loadingOlder}
          onLoadOlder={() => void conversation.loadOlder()}
          onRetry={(item) => void conversation.retry(item)}
          typingNames={typingNames}
        />
      )}
      {ended ? (
        <p className="border-t border-stone-200 bg-stone-50 p-4 text-center text-sm text-stone-600">
          {t('room.ended')}
        </p>
      ) : (
        <Composer
          onSend={conversation.send}
          onTyping={(on) => socket?.emit('typing', { roomId, typing: on })}
        />
      )}
      <PeopleDialog room={room} isOpen={peopleOpen} onOpenChange={setPeopleOpen} />
    </div>
  );
}
