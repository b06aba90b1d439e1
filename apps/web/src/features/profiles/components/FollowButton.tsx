import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { useFollow } from '../hooks/useFollow';

/** Follow / Following for someone else's profile; a visitor is asked to log in first. */
export function FollowButton({
  no,
  nickname,
  isFollowing,
}: {
  no: number;
  nickname: string;
  isFollowing: boolean;
}) {
  const { t } = useTranslation('profiles');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const follow = useFollow(no);

  if (!loggedIn) {
    return (
      <Button onPress={() => openLogin(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('follow.follow')}
      </Button>
    );
  }
  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      aria-label={
        isFollowing ? t('follow.followingLabel', { nickname }) : t('follow.followLabel', { nickname })
      }
      // Presses while a change is on its way would race it; the button waits for the answer.
      isDisabled={follow.isPending}
      onPress={() => follow.mutate(!isFollowing)}
    >
      {isFollowing ? (
        <UserCheck aria-hidden="true" className="size-4" />
      ) : (
        <UserPlus aria-hidden="true" className="size-4" />
      )}
      {isFollowing ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
