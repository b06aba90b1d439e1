import { clsx } from 'clsx';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { AdminCampaignQueue } from '../../campaigns';
import { AdminLayout } from './AdminLayout';
import { ProApplications } from './ProApplications';

const TABS = ['pros', 'campaigns'] as const;
type ApprovalTab = (typeof TABS)[number];

/** Approvals (F18): new pros, and campaigns over their channel's threshold; a tab each, kept in ?tab=. */
export function ApprovalsPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useUserStore((state) => state.profile?.admin === true);
  const [params, setParams] = useSearchParams();
  const tab: ApprovalTab = params.get('tab') === 'campaigns' ? 'campaigns' : 'pros';
  return (
    <AdminLayout title={t('approvals.title')} description={t('approvals.description')}>
      {isAdmin && (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            const next = TABS.find((id) => id === key);
            if (next) setParams(next === 'pros' ? {} : { tab: next }, { replace: true });
          }}
        >
          <TabList aria-label={t('approvals.tabs')} className="flex gap-1 border-b border-stone-200">
            {TABS.map((id) => (
              <Tab
                key={id}
                id={id}
                className={({ isSelected, isFocusVisible }) =>
                  clsx(
                    '-mb-px cursor-pointer border-b-2 px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors outline-none',
                    isSelected
                      ? 'border-pine-700 text-pine-900'
                      : 'border-transparent text-stone-600 hover:text-stone-900',
                    isFocusVisible && 'rounded-t-md ring-2 ring-pine-600',
                  )
                }
              >
                {t(`approvals.${id}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="pros" className="pt-6 outline-none">
            <ProApplications />
          </TabPanel>
          <TabPanel id="campaigns" className="pt-6 outline-none">
            <AdminCampaignQueue />
          </TabPanel>
        </Tabs>
      )}
    </AdminLayout>
  );
}
