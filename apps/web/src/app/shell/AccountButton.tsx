import { LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';
import { ACCOUNT_CHIP_BUTTON, AccountChip } from './AccountChip';

const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** "Log in" while logged out; the person's name with an account menu once logged in. */
export function AccountButton() {
  const { t } = useTranslation();
  const profile = useUserStore((state) => state.profile);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [menuAsked, setMenuAsked] = useState(false);

  if (!loggedIn || !profile) {
    return (
      <Button variant="primary" size="sm" onPress={() => openLogin(true)} className="sm:h-9 sm:px-4">
        <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
        {t('actions.logIn')}
      </Button>
    );
  }
  // The same button stands in while the menu's code is on its way: nothing moves when it lands, and
  // a press in the meantime opens the menu as soon as it is there.
  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-haspopup="menu"
          className={ACCOUNT_CHIP_BUTTON}
          onClick={() => setMenuAsked(true)}
        >
          <AccountChip profile={profile} menuLabel={t('account.menu')} />
        </button>
      }
    >
      <AccountMenu profile={profile} defaultOpen={menuAsked} />
    </Suspense>
  );
}
