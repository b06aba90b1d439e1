import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** Received and Sent as tabs (arrow keys move between them); the chosen one lives in the address. */
export function CampaignTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly { id: Id; label: string; content: ReactNode }[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        const tab = tabs.find((entry) => entry.id === key);
        if (tab) onSelect(tab.id);
      }}
    >
      <TabList aria-label={t('tabs.label')} className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
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
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="pt-6 outline-none">
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
