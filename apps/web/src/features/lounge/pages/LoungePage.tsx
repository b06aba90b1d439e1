import { POST_CATEGORIES } from '@sidecamp/domain/core';
import { PenSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../ui/ButtonLink';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { CategoryTabs } from '../components/CategoryTabs';
import { FeedList } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';
import { SearchBox } from '../components/SearchBox';
import { SidePanels } from '../components/SidePanels';
import { useLoungeFeed } from '../hooks/useFeed';

/** The community lounge (Connect): category tabs, the timeline, and the side panels. */
export function LoungePage() {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category') ?? '';
  const category = POST_CATEGORIES.isCode(rawCategory) ? rawCategory : '';
  const feed = useLoungeFeed(category);
  const choose = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('category', next);
    else updated.delete('category');
    setParams(updated, { replace: true });
  };
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('title')}
        description={t('description')}
        share={{
          path: '/lounge',
          description: t('description'),
          structuredData: { '@type': 'CollectionPage', name: t('title'), description: t('description') },
        }}
        actions={
          <ButtonLink to="/lounge/write">
            <PenSquare aria-hidden="true" className="size-4" />
            {t('write')}
          </ButtonLink>
        }
      />
      <LoungeNav />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-4">
          <SearchBox category={category} />
          <CategoryTabs value={category} onChange={choose} />
          <FeedList
            query={feed}
            label={category ? POST_CATEGORIES.label(category) : t('title')}
            empty={category ? t('feed.emptyCategory') : t('feed.empty')}
          />
        </div>
        <aside aria-label={t('side.label')}>
          <SidePanels onCategory={choose} />
        </aside>
      </div>
    </PageStack>
  );
}
