import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { FaqBrowser } from '../components/FaqBrowser';
import { FeedbackForm } from '../components/FeedbackForm';

export function FaqPage() {
  const { t } = useTranslation('support');
  return (
    <PageStack>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <FaqBrowser />
        <div className="lg:sticky lg:top-24">
          <FeedbackForm />
        </div>
      </div>
    </PageStack>
  );
}
