import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { AdminSupport } from '../components/AdminSupport';
import { AskSection } from '../components/AskSection';
import { FaqBrowser } from '../components/FaqBrowser';
import { FeedbackForm } from '../components/FeedbackForm';
import { NoticesSection } from '../components/NoticesSection';
import { useNotices } from '../hooks/useNotices';
import { useSupportQueue } from '../hooks/useSupportQueue';

export function FaqPage() {
  const { t } = useTranslation('support');
  const { notices, isAdmin } = useNotices();
  const queue = useSupportQueue(isAdmin);
  return (
    <PageStack>
      <PageHeader title={t('title')} description={t('description')} />
      {isAdmin && <AdminSupport queue={queue.data?.items ?? []} />}
      <NoticesSection notices={notices} isAdmin={isAdmin} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <FaqBrowser />
        <div className="space-y-8 lg:sticky lg:top-24">
          <FeedbackForm />
        </div>
      </div>
      <AskSection />
    </PageStack>
  );
}
