import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { SubNav } from '../../../ui/SubNav';

/** The "My projects" pages share a header and the links between them; all are for members only. */
export function MyProjectsLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={t('mine.eyebrow')}
        title={title}
        actions={<ButtonLink to="/projects/new">{t('hub.post')}</ButtonLink>}
      />
      <SubNav
        label={t('mine.navLabel')}
        items={[
          { to: '/projects/mine', label: t('mine.nav.projects'), end: true },
          { to: '/projects/mine/applications', label: t('mine.nav.applications') },
          { to: '/projects/mine/invitations', label: t('mine.nav.invitations') },
          { to: '/projects/mine/bookmarks', label: t('mine.nav.bookmarks') },
        ]}
      />
      {loggedIn ? (
        children
      ) : (
        <EmptyState
          camp="make"
          icon={LogIn}
          title={t('mine.loginTitle')}
          description={t('mine.loginBody')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      )}
    </PageStack>
  );
}
