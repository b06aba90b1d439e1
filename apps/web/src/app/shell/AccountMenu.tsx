import type { TSessionUser } from '@sidecamp/domain';
import { LogOut, Megaphone, Settings, ShieldCheck, UserRound, UserRoundPen } from 'lucide-react';
import { Button as AriaButton, type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { logOutSession } from '../session/sessionCheck';
import { ACCOUNT_CHIP_BUTTON, AccountChip } from './AccountChip';

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-stone-100';

/** The account menu of a logged-in person (its own chunk: a visitor never needs it). */
export function AccountMenu({
  profile,
  defaultOpen = false,
}: {
  profile: TSessionUser;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onAction = (key: Key) => {
    if (key === 'profile') navigate(`/u/${profile.no}`);
    if (key === 'edit-profile') navigate('/settings/profile');
    if (key === 'campaigns') navigate('/campaigns');
    if (key === 'settings') navigate('/settings');
    if (key === 'admin') navigate('/admin');
    if (key === 'logout') void logOutSession().then(() => toast.message(t('session.loggedOut')));
  };

  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={ACCOUNT_CHIP_BUTTON}>
        <AccountChip profile={profile} menuLabel={t('account.menu')} />
      </AriaButton>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lift outline-none data-[entering]:animate-fade-in"
      >
        <Menu onAction={onAction} className="outline-none">
          <MenuItem id="profile" className={MENU_ITEM}>
            <UserRound aria-hidden="true" className="size-4 text-stone-500" />
            {t('account.profile')}
          </MenuItem>
          <MenuItem id="edit-profile" className={MENU_ITEM}>
            <UserRoundPen aria-hidden="true" className="size-4 text-stone-500" />
            {t('account.editProfile')}
          </MenuItem>
          <MenuItem id="campaigns" className={MENU_ITEM}>
            <Megaphone aria-hidden="true" className="size-4 text-stone-500" />
            {t('nav.campaigns')}
          </MenuItem>
          <MenuItem id="settings" className={MENU_ITEM}>
            <Settings aria-hidden="true" className="size-4 text-stone-500" />
            {t('account.settings')}
          </MenuItem>
          {profile.admin && (
            <MenuItem id="admin" className={MENU_ITEM}>
              <ShieldCheck aria-hidden="true" className="size-4 text-stone-500" />
              {t('account.adminConsole')}
            </MenuItem>
          )}
          <MenuItem id="logout" className={MENU_ITEM}>
            <LogOut aria-hidden="true" className="size-4 text-stone-500" />
            {t('account.logOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
