import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';

/** "Log in" while logged out; the person's name and picture once the session check succeeds. */
export function AccountButton() {
  const { t } = useTranslation();
  const profile = useUserStore((state) => state.profile);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);

  if (loggedIn && profile) {
    return (
      <Link
        to={`/u/${profile.no}`}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-stone-800 hover:bg-stone-100"
      >
        {profile.img ? (
          <img src={profile.img} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-pine-100 font-semibold text-pine-800"
          >
            {profile.nickname.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="max-w-32 truncate">{profile.nickname}</span>
      </Link>
    );
  }

  return (
    <Button variant="primary" size="sm" onPress={() => openLogin(true)} className="sm:h-9 sm:px-4">
      <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
      {t('actions.logIn')}
    </Button>
  );
}
