import {
  NEW_ACCOUNT_DAILY_EARN_CAP,
  NEW_ACCOUNT_DAYS,
  TRUST_LEVEL_NAMES,
  TRUST_LEVEL_REQUIREMENTS,
  TRUST_LEVELS,
  TRUST_REQUIREMENTS,
} from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translationList } from '../../../app/i18n/translationList';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { InfoPanel } from '../../../ui/InfoPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';
import { TrustProgress } from '../components/TrustProgress';

/** Trust levels explained (F10.1): what each asks and allows, why they exist, and my progress. */
export function TrustPage() {
  const { t } = useTranslation('payments');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const standing = useQuery({
    queryKey: pointsKeys.trust(),
    queryFn: ({ signal }) => paymentsApi.trust(signal),
    enabled: loggedIn,
  });
  const mine = standing.data?.level;

  return (
    <PageStack>
      <PageHeader title={t('trust.title')} description={t('trust.description')} />
      {/* On a phone: my progress, the levels, then why; side by side on a wide screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <Card className="p-6 lg:col-start-2 lg:row-start-1">
          {!loggedIn ? (
            <div className="space-y-3">
              <p className="text-sm text-stone-700">{t('trust.logInBody')}</p>
              <Button onPress={() => openLogin(true)}>{t('trust.logIn')}</Button>
            </div>
          ) : standing.isPending ? (
            <div
              className="h-48 animate-pulse rounded-xl bg-stone-100"
              role="status"
              aria-label={t('trust.loading')}
            />
          ) : standing.isError ? (
            <QueryError
              error={standing.error}
              title={t('trust.loadError')}
              onRetry={() => void standing.refetch()}
            />
          ) : (
            <TrustProgress standing={standing.data} />
          )}
        </Card>
        <Card className="overflow-hidden lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 className="border-b border-stone-100 px-6 py-4 text-base font-semibold text-stone-900">
            {t('trust.levelsTitle')}
          </h2>
          <ol className="divide-y divide-stone-100">
            {TRUST_LEVELS.map((level) => (
              <li
                key={level}
                aria-current={level === mine ? 'true' : undefined}
                className={clsx('px-6 py-4', level === mine && 'bg-pine-50')}
              >
                <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                  {t('trust.levelName', { level, name: TRUST_LEVEL_NAMES[level] })}
                  {level === mine && <Badge tone="pine">{t('levels.you')}</Badge>}
                </h3>
                <p className="mt-1 text-sm text-stone-700">
                  {t(`trust.about.${level}`, { cap: NEW_ACCOUNT_DAILY_EARN_CAP, days: NEW_ACCOUNT_DAYS })}
                </p>
                {level > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('trust.needs')}>
                    {TRUST_REQUIREMENTS.filter(
                      (requirement) => TRUST_LEVEL_REQUIREMENTS[level][requirement] > 0,
                    ).map((requirement) => (
                      <li key={requirement}>
                        <Badge>
                          {t(`trust.need.${requirement}`, {
                            count: TRUST_LEVEL_REQUIREMENTS[level][requirement],
                          })}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </Card>
        <InfoPanel title={t('trust.whyTitle')} className="lg:col-start-2 lg:row-start-2">
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-stone-700 marker:text-stone-400">
            {translationList(t, 'trust.why').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link
            to="/quests"
            className="mt-3 inline-block text-sm font-semibold text-pine-700 hover:underline"
          >
            {t('points.questsLink')}
          </Link>
        </InfoPanel>
      </div>
    </PageStack>
  );
}
