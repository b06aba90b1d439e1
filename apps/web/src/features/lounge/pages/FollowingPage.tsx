import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { FeedList } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';
import { useFollowingFeed } from '../hooks/useFeed';

/** The following timeline: what the people and projects I follow did. */
export function FollowingPage() {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const feed = useFollowingFeed(loggedIn);
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('following.title')}
        description={t('following.description')}
      />
      <LoungeNav />
      {loggedIn ? (
        <FeedList
          query={feed}
          label={t('following.title')}
          empty={
            <>
              {t('following.empty')}{' '}
              <Link to="/people" className="font-medium text-pine-700 underline">
                {t('following.findPeople')}
              </Link>
            </>
          }
        />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <p className="text-stone-700">{t('following.loginFirst')}</p>
          <Button onPress={() => openLogin(true)}>
            {tCommon('actions.logIn', { defaultValue: 'Log in' })}
          </Button>
        </div>
      )}
    </PageStack>
  );
}
