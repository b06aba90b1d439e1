import { ArrowLeft, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translationList } from '../../../app/i18n/translationList';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

export function ResumePage() {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const { userNo = '' } = useParams();
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('resume.title', { userNo })}
        description={t('resume.description')}
      />
      <EmptyState
        camp="connect"
        icon={FileText}
        status={tCommon('status.notAvailableYet')}
        title={t('resume.emptyTitle')}
        description={t('resume.emptyBody')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'resume.planned')}
        actions={
          <ButtonLink to={`/u/${encodeURIComponent(userNo)}`} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('resume.backToProfile')}
          </ButtonLink>
        }
      />
    </PageStack>
  );
}
