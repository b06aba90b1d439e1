import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';
import { AccountChip } from './AccountChip';

const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

const CHIP = 'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-stone-800';

/** "Log in" while logged out; the person's name with an account menu once logged in. */
export function AccountButton() {
  const { t } = useTranslation();
  const profile = useUserStore((state) => state.profile);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);

  if (!loggedIn || !profile) {
    return (
      <Button variant="primary" size="sm" onPress={() => openLogin(true)} className="sm:h-9 sm:px-4">
        <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
        {t('actions.logIn')}
      </Button>
    );
  }
  // The same chip, inert, for the moment the menu's code is on its way: nothing moves when it lands.
  return (
    <Suspense
      fallback={
        <span className={CHIP}>
          <AccountChip profile={profile} />
        </span>
      }
    >
      <AccountMenu profile={profile} />
    </Suspense>
  );
}
