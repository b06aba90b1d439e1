import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { FeedList } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';
import { useProjectFeed } from '../hooks/useFeed';

/** A project's timeline: its announcements, stage changes, members, goals, magazines and posts. */
export function ProjectTimelinePage() {
  const { t } = useTranslation('lounge');
  const projectNo = Number(useParams().projectNo);
  const valid = Number.isInteger(projectNo) && projectNo > 0;
  const feed = useProjectFeed(projectNo, valid);
  const name = feed.data?.pages[0]?.items.find((item) => item.PROJECT_NAME)?.PROJECT_NAME;
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={valid ? (name ? t('project.titleOf', { name }) : t('project.title')) : t('project.notFound')}
        description={
          valid ? (
            <Link to={`/projects/${projectNo}`} className="font-medium text-pine-700 underline">
              {t('project.open')}
            </Link>
          ) : undefined
        }
      />
      <LoungeNav />
      {valid && <FeedList query={feed} label={t('project.title')} empty={t('project.empty')} />}
    </PageStack>
  );
}
