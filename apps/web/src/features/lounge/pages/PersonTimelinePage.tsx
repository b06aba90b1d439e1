import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { FeedList } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';
import { usePersonFeed } from '../hooks/useFeed';

/** A person's timeline: what they posted and what happened around them. */
export function PersonTimelinePage() {
  const { t } = useTranslation('lounge');
  const userNo = Number(useParams().userNo);
  const valid = Number.isInteger(userNo) && userNo > 0;
  const feed = usePersonFeed(userNo, valid);
  const nickname = feed.data?.pages[0]?.items[0]?.actor?.nickname;
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={
          valid
            ? nickname
              ? t('person.titleOf', { name: nickname })
              : t('person.title')
            : t('person.notFound')
        }
        description={
          valid ? (
            <Link to={`/u/${userNo}`} className="font-medium text-pine-700 underline">
              {t('person.profile')}
            </Link>
          ) : undefined
        }
      />
      <LoungeNav />
      {valid && <FeedList query={feed} label={t('person.title')} empty={t('person.empty')} />}
    </PageStack>
  );
}
