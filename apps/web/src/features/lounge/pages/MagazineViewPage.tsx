import { AUTO_EVENT_CODES, readingMinutes, relativeTime } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { RichText } from '../components/RichText';
import { useMagazineQuestReports } from '../hooks/useMagazineQuestReports';

export function MagazineViewPage() {
  const { t } = useTranslation('lounge');
  const id = Number(useParams().magazineId);
  const navigate = useNavigate();
  const magazine = useQuery({
    queryKey: loungeKeys.magazine(id),
    queryFn: ({ signal }) => loungeApi.magazine(id, signal),
    enabled: Number.isInteger(id),
  });
  const loggedIn = useUserStore((state) => state.loggedIn);
  // Weekly quests Q3 (read past half) and Q2 (a link in the body clicked); nothing when logged out.
  const quests = useMagazineQuestReports(id, loggedIn && magazine.isSuccess);
  const remove = useApiMutation({
    mutationFn: () => loungeApi.deleteMagazine(id),
    invalidate: [loungeKeys.all],
    success: t('magazines.deleted'),
    onSuccess: () => navigate('/lounge/magazines'),
  });
  if (!Number.isInteger(id) || magazine.isError)
    return (
      <PageStack>
        <PageHeader camp="connect" eyebrow={t('title')} title={t('magazines.notFound')} />
        {magazine.isError && (
          <QueryError
            error={magazine.error}
            title={t('magazines.error')}
            onRetry={() => magazine.refetch()}
          />
        )}
        <Link to="/lounge/magazines" className="text-sm font-medium text-pine-700 underline">
          {t('magazines.back')}
        </Link>
      </PageStack>
    );
  if (magazine.isPending) return <PageSkeleton label={t('magazines.loading')} />;
  const data = magazine.data;
  return (
    <PageStack>
      <title>{`${data.title} · Sidecamp`}</title>
      <Link to="/lounge/magazines" className="text-sm font-medium text-pine-700 hover:underline">
        ← {t('magazines.back')}
      </Link>
      <Card className="mx-auto flex w-full max-w-3xl flex-col gap-5 overflow-hidden p-5 sm:p-8">
        {data.coverUrl && (
          <img
            src={data.coverUrl}
            alt=""
            className="-mx-5 -mt-5 h-56 w-[calc(100%+2.5rem)] max-w-none object-cover sm:-mx-8 sm:-mt-8 sm:h-80 sm:w-[calc(100%+4rem)]"
          />
        )}
        <Badge tone="indigo" className="self-start">
          {AUTO_EVENT_CODES.label(data.scope)}
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900">{data.title}</h1>
        <div className="flex items-center gap-3">
          <Avatar src={data.author.img} name={data.author.nickname} size={40} />
          <div className="text-sm">
            <Link to={`/u/${data.author.no}`} className="font-semibold text-stone-900 hover:underline">
              {data.author.nickname}
            </Link>
            <p className="text-stone-500">
              {data.projectName && (
                <>
                  <Link to={`/projects/${data.projectNo}`} className="hover:underline">
                    {data.projectName}
                  </Link>{' '}
                  ·{' '}
                </>
              )}
              <time suppressHydrationWarning dateTime={data.createdAt}>
                {relativeTime(new Date(data.createdAt))}
              </time>
              {' · '}
              {t('magazines.readingTime', { count: readingMinutes(data.body) })}
            </p>
          </div>
          {data.mine && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto"
              onPress={() => window.confirm(t('magazines.confirmDelete')) && remove.mutate()}
            >
              {t('post.delete')}
            </Button>
          )}
        </div>
        <div ref={quests.bodyRef} className="relative">
          {/* A reading view: a line of about 65 characters, larger type and generous leading. */}
          <RichText source={data.body} measure="reading" />
          <span
            ref={quests.markerRef}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-0 h-px w-px"
          />
        </div>
      </Card>
    </PageStack>
  );
}
