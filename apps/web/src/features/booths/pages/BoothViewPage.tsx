import { clsx } from 'clsx';
import {
  ArrowLeft,
  Award,
  HeartHandshake,
  type LucideIcon,
  MessageSquareText,
  Star,
  TicketPercent,
} from 'lucide-react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

const BOOTH_TABS: readonly { id: string; key: string; icon: LucideIcon }[] = [
  { id: 'supporters', key: 'supporters', icon: HeartHandshake },
  { id: 'reviews', key: 'reviews', icon: Star },
  { id: 'forum', key: 'forum', icon: MessageSquareText },
  { id: 'badges', key: 'badges', icon: Award },
  { id: 'promotion-codes', key: 'promotionCodes', icon: TicketPercent },
];
const DEFAULT_TAB = 'supporters';

/** One booth with its five sections as tabs; the open tab lives in `?tab=` so it can be linked. */
export function BoothViewPage() {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = BOOTH_TABS.some((tab) => tab.id === requested) ? (requested ?? DEFAULT_TAB) : DEFAULT_TAB;

  const onSelectionChange = (key: Key) => {
    const next = new URLSearchParams(searchParams);
    if (key === DEFAULT_TAB) next.delete('tab');
    else next.set('tab', String(key));
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageStack>
      <div className="space-y-4">
        <Link
          to="/booths"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('view.back')}
        </Link>
        <PageHeader
          camp="launch"
          eyebrow={tCommon('camps.launch.name')}
          title={t('view.title')}
          description={t('view.description')}
        />
      </div>
      <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-stone-300 bg-white/70 p-5 sm:flex-row sm:items-center sm:gap-4">
        <Badge tone="amber" className="self-start sm:self-auto">
          {tCommon('status.notAvailableYet')}
        </Badge>
        <div>
          <h2 className="font-semibold text-stone-900">{t('view.emptyTitle')}</h2>
          <p className="text-sm text-stone-600">{t('view.emptyBody')}</p>
        </div>
      </div>
      <Tabs selectedKey={selected} onSelectionChange={onSelectionChange}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabList
            aria-label={t('view.tabsLabel')}
            className="flex min-w-max gap-1 border-b border-stone-200"
          >
            {BOOTH_TABS.map(({ id, key, icon: Icon }) => (
              <Tab
                key={id}
                id={id}
                className={({ isSelected }) =>
                  clsx(
                    '-mb-px flex cursor-pointer items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium outline-none transition-colors',
                    'data-[focus-visible]:rounded-t-md data-[focus-visible]:outline-2 data-[focus-visible]:outline-pine-600',
                    isSelected
                      ? 'border-orange-600 text-stone-900'
                      : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`view.tabs.${key}.label`)}
              </Tab>
            ))}
          </TabList>
        </div>
        {BOOTH_TABS.map(({ id, key, icon }) => (
          <TabPanel key={id} id={id} className="pt-6 outline-none">
            <EmptyState
              camp="launch"
              icon={icon}
              title={t(`view.tabs.${key}.title`)}
              description={t(`view.tabs.${key}.body`)}
            />
          </TabPanel>
        ))}
      </Tabs>
    </PageStack>
  );
}
