import { ArrowRight, UserCog, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { AccountSettings } from '../components/AccountSettings';
import { AlarmDeliverySettings } from '../components/AlarmDeliverySettings';
import { AppearanceSettings } from '../components/AppearanceSettings';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DataExportSection } from '../components/DataExportSection';
import { NotificationSettings } from '../components/NotificationSettings';
import { PrivacySettings } from '../components/PrivacySettings';
import { VisibilitySettings } from '../components/VisibilitySettings';
import { WithdrawSection } from '../components/WithdrawSection';
import { useSettings } from '../hooks/useSettings';

const SECTIONS = [
  'account',
  'password',
  'notifications',
  'privacy',
  'appearance',
  'cookies',
  'data',
  'delete',
] as const;

/** Settings (F3.6): account, password, notifications, privacy, cookies, and leaving. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const loginAttempted = useUserStore((state) => state.loginAttempted);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const settings = useSettings();

  if (!loggedIn) {
    return (
      <PageStack>
        <PageHeader title={t('title')} description={t('description')} />
        {loginAttempted && (
          <EmptyState
            icon={UserCog}
            title={t('loggedOut.title')}
            description={t('loggedOut.body')}
            actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
          />
        )}
        <AppearanceSettings />
        <div id="cookies">
          <PrivacySettings />
        </div>
      </PageStack>
    );
  }

  return (
    <PageStack>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('sectionsLabel')} className="max-lg:hidden">
          <ul className="sticky top-24 space-y-1">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                >
                  {t(`sections.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <div className="flex flex-col gap-4 rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-200 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-3">
              <UserRoundPen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
              <div>
                <p className="font-semibold text-indigo-950">{t('profileCard.title')}</p>
                <p className="text-sm text-indigo-900/80">{t('profileCard.body')}</p>
              </div>
            </div>
            <ButtonLink to="/settings/profile" variant="secondary">
              {t('profileCard.action')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          {settings.isPending ? (
            <div role="status" className="animate-pulse space-y-6">
              <span className="sr-only">{tCommon('shell.loading')}</span>
              <div className="h-56 rounded-2xl bg-stone-200/70" />
              <div className="h-72 rounded-2xl bg-stone-200/70" />
            </div>
          ) : settings.isError ? (
            <FormAlert>
              {settings.error instanceof ApiError
                ? errorMessage(settings.error, tCommon)
                : tCommon('errors.INTERNAL')}
            </FormAlert>
          ) : (
            <>
              <AccountSettings settings={settings.data} />
              <ChangePasswordForm hasPassword={settings.data.account.hasPassword} />
              <NotificationSettings key={settings.viewer} settings={settings.data} />
              <AlarmDeliverySettings />
              <VisibilitySettings key={`v${settings.viewer}`} settings={settings.data} />
            </>
          )}
          <AppearanceSettings />
          <div id="cookies" className="scroll-mt-24">
            <PrivacySettings />
          </div>
          {settings.data && <DataExportSection />}
          {settings.data && <WithdrawSection hasPassword={settings.data.account.hasPassword} />}
        </div>
      </div>
    </PageStack>
  );
}
