import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useHydrated } from '../../../ui/useHydrated';

export type ProjectTab = { id: string; label: string; content: ReactNode };

/**
 * The project page's sections as tabs (arrow keys move between them, the panel is labelled by
 * its tab). The chosen tab lives in the address so a link can open the Q&A or the timeline.
 */
export function ProjectTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly ProjectTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  // Remounted once after hydration: the server's tab and panel ids disagree (useHydrated).
  const hydrated = useHydrated();
  return (
    <Tabs
      key={hydrated ? 'client' : 'server'}
      selectedKey={selected}
      onSelectionChange={(key) => onSelect(String(key))}
    >
      <div className="-mx-4 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0">
        <TabList aria-label={label} className="flex min-w-max gap-1">
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              id={tab.id}
              className={({ isSelected, isFocusVisible }) =>
                clsx(
                  '-mb-px cursor-pointer border-b-2 px-3 py-2.5 sm:px-3.5 text-sm font-semibold whitespace-nowrap transition-colors outline-none',
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
      </div>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="pt-6 outline-none">
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
