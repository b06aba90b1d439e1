import { Bell, BellOff, Ellipsis, LogOut, Search, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-stone-100';

type RoomAction = { id: string; label: string; icon: ReactNode; pressed?: boolean; run: () => void };

/**
 * A room's tools: search, mute, people and leave. Side by side from a small tablet up; on a phone
 * they fold into one menu, so the header keeps its width for who the conversation is with
 * (four icon buttons left the name one letter at 390 px).
 */
export function RoomActions({
  muted,
  onSearch,
  onMute,
  onPeople,
  onLeave,
}: {
  muted: boolean;
  onSearch: () => void;
  onMute: () => void;
  onPeople: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('chat');
  const actions: RoomAction[] = [
    {
      id: 'search',
      label: t('search.open'),
      icon: <Search aria-hidden="true" className="size-5" />,
      run: onSearch,
    },
    {
      id: 'mute',
      label: muted ? t('room.unmute') : t('room.mute'),
      icon: muted ? (
        <BellOff aria-hidden="true" className="size-5" />
      ) : (
        <Bell aria-hidden="true" className="size-5" />
      ),
      pressed: muted,
      run: onMute,
    },
    {
      id: 'people',
      label: t('people.open'),
      icon: <Users aria-hidden="true" className="size-5" />,
      run: onPeople,
    },
    {
      id: 'leave',
      label: t('room.leave'),
      icon: <LogOut aria-hidden="true" className="size-5" />,
      run: onLeave,
    },
  ];
  return (
    <>
      <div className="hidden items-center gap-2 sm:flex">
        {actions.map((action) => (
          <Button
            key={action.id}
            variant="ghost"
            size="icon"
            aria-label={action.label}
            aria-pressed={action.pressed}
            onPress={action.run}
          >
            {action.icon}
          </Button>
        ))}
      </div>
      <MenuTrigger>
        <AriaButton
          aria-label={t('room.tools')}
          className="grid size-10 cursor-pointer place-items-center rounded-lg text-stone-600 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-pine-600 sm:hidden"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </AriaButton>
        <Popover
          placement="bottom end"
          className="min-w-48 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lift outline-none data-[entering]:animate-fade-in"
        >
          <Menu
            className="outline-none"
            onAction={(key) => actions.find((action) => action.id === key)?.run()}
          >
            {actions.map((action) => (
              <MenuItem key={action.id} id={action.id} className={MENU_ITEM}>
                <span className="text-stone-500">{action.icon}</span>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </>
  );
}
