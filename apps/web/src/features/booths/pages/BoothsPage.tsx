import { Rocket, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../app/store/userStore';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageStack } from '../../../ui/PageStack';
import { BoothSection } from '../components/booth/BoothSection';
import { BoothsHeader } from '../components/booth/BoothsHeader';
import { MyBoothsSection } from '../components/booth/MyBoothsSection';
import { MarkedBoothsSection } from '../components/promo/MarkedBoothsSection';
import { MyBoothInvitations } from '../components/team/MyBoothInvitations';
import { OVERVIEW_COUNT, useBoothList } from '../hooks/booth/useBoothList';

/**
 * The booth showcase overview (Launch): my invitations to booth teams, the newest and the best
 * booths, my own and the ones I bookmarked.
 */
export function BoothsPage() {
  const { t } = useTranslation('booths');
  const loggedIn = useUserStore((state) => state.loggedIn);
  // The same query as the "New booths" section: it tells whether there is any booth at all.
  const newest = useBoothList('new', '', OVERVIEW_COUNT);
  const none = newest.isSuccess && newest.booths.length === 0;
  return (
    <PageStack>
      <BoothsHeader title={t('title')} description={t('description')} path="/booths" />
      {loggedIn && <MyBoothInvitations />}
      {none ? (
        <EmptyState
          camp="launch"
          icon={Store}
          title={t('empty.title')}
          description={t('empty.body')}
          actions={
            loggedIn ? (
              <ButtonLink to="/booths/launch" variant="launch">
                <Rocket aria-hidden="true" className="size-4" />
                {t('launchButton')}
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <BoothSection sort="new" />
          <BoothSection sort="best" />
        </>
      )}
      {loggedIn && <MyBoothsSection />}
      {loggedIn && <MarkedBoothsSection />}
    </PageStack>
  );
}
