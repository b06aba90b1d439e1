import type { TSettings } from '@sidecamp/domain';
import { LOGIN_PROVIDERS } from '@sidecamp/domain/core';
import { KeyRound, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { SettingsSection } from './SettingsSection';

/** The account at a glance: e-mail, nickname, how one logs in, since when. */
export function AccountSettings({ settings }: { settings: TSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { account } = settings;
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(account.joinedAt),
  );
  const providerLabel = (code: string) => (LOGIN_PROVIDERS.isCode(code) ? LOGIN_PROVIDERS.label(code) : code);

  return (
    <SettingsSection
      id="account"
      icon={UserRound}
      title={t('account.title')}
      description={t('account.description')}
    >
      <dl className="divide-y divide-stone-100 text-sm">
        <div className="flex flex-col gap-1 py-3 first:pt-0 sm:flex-row sm:justify-between">
          <dt className="text-stone-500">{t('account.email')}</dt>
          <dd className="font-medium break-all text-stone-900" data-testid="account-email">
            {account.email}
          </dd>
        </div>
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
          <dt className="text-stone-500">{t('account.nickname')}</dt>
          <dd className="flex items-center gap-3 font-medium text-stone-900">
            {account.nickname}
            <Link to="/settings/profile" className="text-sm font-medium text-pine-700 hover:underline">
              {t('account.change')}
            </Link>
          </dd>
        </div>
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
          <dt className="text-stone-500">{t('account.logins')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2 sm:justify-end">
              {account.hasPassword && (
                <li>
                  <Badge>
                    <KeyRound aria-hidden="true" className="size-3" />
                    {t('account.password')}
                  </Badge>
                </li>
              )}
              {account.socialProviders.map((code) => (
                <li key={code}>
                  <Badge tone="indigo">{providerLabel(code)}</Badge>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="flex flex-col gap-1 py-3 last:pb-0 sm:flex-row sm:justify-between">
          <dt className="text-stone-500">{t('account.joined')}</dt>
          <dd className="font-medium text-stone-900">{joined}</dd>
        </div>
      </dl>
      {account.socialProviders.length === 0 && (
        <p className="mt-4 rounded-xl bg-stone-50 p-3 text-sm text-stone-600 ring-1 ring-stone-200/70">
          {t('account.linkHint')}
        </p>
      )}
    </SettingsSection>
  );
}
