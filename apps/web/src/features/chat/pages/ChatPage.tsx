import type { TChatRoom } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { Compass, GraduationCap, MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { ChatList } from '../components/ChatList';
import { PageTitle } from '../components/PageTitle';
import { RoomView } from '../components/RoomView';
import { refreshChatList } from '../realtime/chatSync';

/** Chat (Connect): the list on the left, the open room on the right; on a phone one at a time. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { roomId } = useParams();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const loginAttempted = useUserStore((state) => state.loginAttempted);
  const rooms = useUserStore((state) => state.chatList) as TChatRoom[];
  const ready = useUserStore((state) => state.chatReady);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);

  // The socket sends the list on connect; a page opened before that (or without it) asks the API.
  useEffect(() => {
    if (loggedIn && !ready) void refreshChatList();
  }, [loggedIn, ready]);

  if (!loggedIn) {
    return (
      <Card className="mx-auto max-w-lg p-8 text-center">
        <PageTitle title={t('title')} />
        <MessageCircle aria-hidden="true" className="mx-auto size-10 text-connect" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('title')}</h1>
        <p className="mt-2 text-stone-600">{loginAttempted ? t('loggedOut') : t('checking')}</p>
        {loginAttempted && (
          <div className="mt-6 flex justify-center gap-2">
            <ButtonLink to="/chat/open" variant="secondary">
              {t('open.browse')}
            </ButtonLink>
            <Button onPress={() => openLogin(true)}>{t('logIn')}</Button>
          </div>
        )}
      </Card>
    );
  }

  return (
    <div className="-mt-4 lg:-mt-4">
      <PageTitle title={t('title')} />
      <h1 className="sr-only">{t('title')}</h1>
      <div className="grid h-[calc(100dvh-11.5rem)] min-h-[26rem] gap-4 lg:h-[calc(100dvh-10rem)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Card className={clsx('flex min-h-0 flex-col overflow-hidden', roomId && 'max-lg:hidden')}>
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
            <h2 className="text-lg font-bold text-stone-900">{t('list.title')}</h2>
            <div className="flex gap-2">
              <ButtonLink to="/chat/pros" variant="secondary" size="sm">
                <GraduationCap aria-hidden="true" className="size-4" />
                {t('pro.browse')}
              </ButtonLink>
              <ButtonLink to="/chat/open" variant="secondary" size="sm">
                <Compass aria-hidden="true" className="size-4" />
                {t('open.browse')}
              </ButtonLink>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {rooms.length === 0 ? (
              <div className="p-6 text-center">
                <p className="font-semibold text-stone-800">
                  {ready ? t('list.emptyTitle') : t('list.loading')}
                </p>
                {ready && <p className="mt-1 text-sm text-stone-600">{t('list.emptyBody')}</p>}
              </div>
            ) : (
              <ChatList rooms={rooms} activeRoomId={roomId} />
            )}
          </div>
        </Card>
        <Card className={clsx('flex min-h-0 flex-col overflow-hidden', !roomId && 'max-lg:hidden')}>
          {roomId ? (
            <RoomView key={roomId} roomId={roomId} />
          ) : (
            <div className="grid flex-1 place-items-center p-8 text-center">
              <div>
                <MessageCircle aria-hidden="true" className="mx-auto size-10 text-stone-300" />
                <p className="mt-3 font-semibold text-stone-800">{t('pickRoom.title')}</p>
                <p className="mt-1 text-sm text-stone-600">{t('pickRoom.body')}</p>
              </div>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
