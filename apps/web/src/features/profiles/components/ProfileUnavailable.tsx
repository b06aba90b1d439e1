import { CircleAlert, Lock, LogIn, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useUiStore } from '../../../app/store/uiStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

export type Unavailability = 'notFound' | 'private' | 'membersOnly' | 'failed';

/** Why a profile cannot be shown, from the API's answer (or a number that is not a member's). */
export function unavailabilityOf(error: unknown): Unavailability {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404) return 'notFound';
  if (error.status === 403) return 'private';
  if (error.status === 401) return 'membersOnly';
  return 'failed';
}

const ICONS = { notFound: UserX, private: Lock, membersOnly: LogIn, failed: CircleAlert } as const;

/** The page a profile address shows when there is no profile to show, saying plainly why. */
export function ProfileUnavailable({
  reason,
  userNo,
  onRetry,
}: {
  reason: Unavailability;
  userNo: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t(`unavailable.${reason}.title`)}
      />
      <EmptyState
        camp="connect"
        icon={ICONS[reason]}
        title={t(`unavailable.${reason}.heading`)}
        description={t(`unavailable.${reason}.body`, { userNo })}
        actions={
          reason === 'membersOnly' ? (
            <Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>
          ) : reason === 'failed' && onRetry ? (
            <Button onPress={onRetry}>{t('unavailable.retry')}</Button>
          ) : (
            <ButtonLink to="/people" variant="secondary">
              {t('unavailable.findPeople')}
            </ButtonLink>
          )
        }
      />
    </PageStack>
  );
}
