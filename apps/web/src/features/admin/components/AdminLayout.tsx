import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { SubNav } from '../../../ui/SubNav';

/**
 * Every admin console page: one header, the links between the sections, and the gate. The gate is
 * for the person's sake only (the session says whether they are an admin); the server refuses every
 * admin route to anyone else whatever the page shows.
 */
export function AdminLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const isAdmin = useUserStore((state) => state.profile?.admin === true);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);

  let body: ReactNode = children;
  if (!loggedIn)
    body = (
      <EmptyState
        icon={LogIn}
        title={t('gate.logInTitle')}
        description={t('gate.logInBody')}
        actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
      />
    );
  else if (!isAdmin)
    body = (
      <EmptyState icon={ShieldAlert} title={t('gate.forbiddenTitle')} description={t('gate.forbiddenBody')} />
    );

  return (
    <PageStack>
      <PageHeader eyebrow={t('eyebrow')} title={title} description={description} actions={actions} />
      {loggedIn && isAdmin && (
        <SubNav
          label={t('nav.label')}
          items={[
            { to: '/admin/reports', label: t('nav.reports') },
            { to: '/admin/people', label: t('nav.people') },
            { to: '/admin/approvals', label: t('nav.approvals') },
            { to: '/admin/content', label: t('nav.content') },
            { to: '/admin/audit', label: t('nav.audit') },
          ]}
        />
      )}
      {body}
    </PageStack>
  );
}
