import type { TChatRoom } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../app/store/userStore';
import { badgeText, totalUnread } from '../unread';

/**
 * The total of unread messages (muted rooms left out) beside "Chat" in the desktop navigation (or on
 * the corner of its icon in the phone's bottom bar); its
 * hidden text makes the link read "Chat (2 unread messages)". Marked ready once the socket has sent
 * the chat list, so tests (and people) know the count is live.
 */
export function ChatNavBadge({ placement = 'inline' }: { placement?: 'inline' | 'corner' }) {
  const { t } = useTranslation('chat');
  const counts = useUserStore((state) => state.chatReadCounts);
  const rooms = useUserStore((state) => state.chatList) as TChatRoom[];
  const ready = useUserStore((state) => state.chatReady);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const total = loggedIn ? totalUnread(counts, rooms) : 0;
  return (
    <span data-chat-ready={placement === 'inline' ? loggedIn && ready : undefined}>
      {total > 0 && (
        <>
          <span
            aria-hidden="true"
            data-testid={placement === 'inline' ? 'header-unread' : 'bottom-unread'}
            className={clsx(
              'inline-grid h-5 min-w-5 place-items-center rounded-full bg-connect px-1 text-[11px] leading-none font-bold text-white',
              placement === 'inline'
                ? 'ml-1.5 align-[1px]'
                : 'absolute top-1.5 left-1/2 ml-1 ring-2 ring-white',
            )}
          >
            {badgeText(total)}
          </span>
          <span className="sr-only">{t('header.unreadSuffix', { count: total })}</span>
        </>
      )}
    </span>
  );
}
