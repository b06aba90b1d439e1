import { useTranslation } from 'react-i18next';
import { useAlarmUnread } from '../hooks/useAlarmUnread';
import { useDesktopNotifications } from '../hooks/useDesktopNotifications';

/** The bell's unread badge ("99+" past the cap), with its count in words for screen readers, and desktop pop-ups. */
export function AlarmBadge() {
  const { t } = useTranslation('alarms');
  const total = useAlarmUnread().data?.total ?? 0;
  // Rendered once, for members only: the pop-ups while the tab is in the background.
  useDesktopNotifications();
  if (total === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="alarm-badge"
        className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-launch px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
      >
        {total > 99 ? '99+' : total}
      </span>
      <span className="sr-only">{t('badge', { count: total })}</span>
    </>
  );
}
