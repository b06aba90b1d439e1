import { FileText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translationList } from '../../../app/i18n/translationList';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

export function ProfilePage() {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const { userNo = '' } = useParams();
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('profile.title', { userNo })}
        description={t('profile.description')}
        actions={
          <ButtonLink to={`/u/${encodeURIComponent(userNo)}/resume`} variant="secondary">
            <FileText aria-hidden="true" className="size-4" />
            {t('profile.resumeLink')}
          </ButtonLink>
        }
      />
      <EmptyState
        camp="connect"
        icon={UserRound}
        status={tCommon('status.notAvailableYet')}
        title={t('profile.emptyTitle')}
        description={t('profile.emptyBody')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'profile.planned')}
      />
    </PageStack>
  );
}
