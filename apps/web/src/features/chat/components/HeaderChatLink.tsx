import type { TChatRoom } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { badgeText, totalUnread } from '../unread';

/**
 * The header's chat button with the total of unread messages (muted rooms left out), for screens
 * between the phone's bottom bar and the desktop camp navigation, which show the same total.
 */
export function HeaderChatLink({ className }: { className?: string }) {
  const { t } = useTranslation('chat');
  const { pathname } = useLocation();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const counts = useUserStore((state) => state.chatReadCounts);
  const rooms = useUserStore((state) => state.chatList) as TChatRoom[];
  if (!loggedIn) return null;
  const total = totalUnread(counts, rooms);
  const active = pathname === '/chat' || pathname.startsWith('/chat/');
  return (
    <Link
      to="/chat"
      aria-label={total > 0 ? t('header.withUnread', { count: total }) : t('header.label')}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'relative grid size-10 cursor-pointer place-items-center max-sm:hidden lg:hidden rounded-lg text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900',
        active && 'bg-stone-100 text-stone-900',
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {total > 0 && (
        <span
          aria-hidden="true"
          data-testid="header-unread-compact"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-connect px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badgeText(total)}
        </span>
      )}
    </Link>
  );
}
