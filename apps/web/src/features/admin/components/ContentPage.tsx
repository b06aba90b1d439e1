import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../app/store/userStore';
import { AdminLayout } from './AdminLayout';
import { FaqManager } from './FaqManager';
import { NoticeManager } from './NoticeManager';

/** FAQ & notices (F18): the support page's two kinds of copy, each managed in its own section. */
export function ContentPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useUserStore((state) => state.profile?.admin === true);
  return (
    <AdminLayout title={t('content.title')} description={t('content.description')}>
      {isAdmin && (
        <div className="space-y-10">
          <FaqManager />
          <NoticeManager />
        </div>
      )}
    </AdminLayout>
  );
}
