import {
  formatCount,
  POST_CATEGORIES,
  relativeTime,
  videoEmbedUrl,
  videoIdFromLink,
} from '@sidecamp/domain/core';
import { Flag, Heart, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { WatchButton } from '../../alarms';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { PollView } from '../components/PollView';
import { PostShareTags } from '../components/PostShareTags';
import { ReplySection } from '../components/ReplySection';
import { ReportDialog } from '../components/ReportDialog';
import { RichText } from '../components/RichText';
import { usePost } from '../hooks/usePost';

/** One post: its text, images, videos, poll, likes and replies, with the author's and moderators' tools. */
export function PostViewPage() {
  const { t } = useTranslation('lounge');
  const { postId } = useParams();
  const id = Number(postId);
  const navigate = useNavigate();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [reporting, setReporting] = useState(false);
  const post = usePost(id);
  const like = useApiMutation({
    mutationFn: (liked: boolean) => loungeApi.likePost(id, liked),
    invalidate: [loungeKeys.post(id)],
  });
  const remove = useApiMutation({
    mutationFn: () => loungeApi.remove(id),
    success: t('post.deleted'),
    invalidate: [loungeKeys.all],
    onSuccess: () => navigate('/lounge'),
  });
  const hide = useApiMutation({
    mutationFn: () => loungeApi.hide('post', id),
    success: t('moderation.hidden'),
    invalidate: [loungeKeys.all],
  });

  if (!Number.isInteger(id) || post.isError)
    return (
      <PageStack>
        <PageHeader camp="connect" eyebrow={t('title')} title={t('post.notFound')} />
        {post.isError && (
          <QueryError error={post.error} title={t('post.error')} onRetry={() => post.refetch()} />
        )}
        <Link to="/lounge" className="text-sm font-medium text-pine-700 underline">
          {t('post.back')}
        </Link>
      </PageStack>
    );
  if (post.isPending) return <PageSkeleton label={t('post.loading')} />;
  const data = post.data;
  const heading = data.title || t('post.untitled', { name: data.author.nickname });
  return (
    <PageStack>
      <PostShareTags post={data} heading={heading} />
      <Link to="/lounge" className="text-sm font-medium text-pine-700 hover:underline">
        ← {t('post.back')}
      </Link>
      <Card className="flex flex-col gap-5 p-5 sm:p-7">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="pine">{POST_CATEGORIES.label(data.category)}</Badge>
            {data.isDraft && <Badge tone="amber">{t('post.draft')}</Badge>}
            {data.hidden && <Badge tone="amber">{t('moderation.hiddenBadge')}</Badge>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
            {heading}
          </h1>
          <div className="flex items-center gap-3">
            <Avatar src={data.author.img} name={data.author.nickname} size={40} />
            <div>
              <Link to={`/u/${data.author.no}`} className="font-semibold text-stone-900 hover:underline">
                {data.author.nickname}
              </Link>
              <p className="text-sm text-stone-500">
                <time suppressHydrationWarning dateTime={data.publishedAt ?? data.createdAt}>
                  {relativeTime(new Date(data.publishedAt ?? data.createdAt))}
                </time>
                {data.updatedAt !== data.createdAt && ` · ${t('post.edited')}`}
              </p>
            </div>
          </div>
        </header>
        {data.retrospective ? (
          <div className="flex flex-col gap-5">
            {data.retrospective.map((entry) => (
              <section key={entry.question}>
                <h2 className="mb-1 font-semibold text-stone-900">{entry.question}</h2>
                <p className="text-[15px] whitespace-pre-line text-stone-800">{entry.answer}</p>
              </section>
            ))}
          </div>
        ) : (
          data.body.trim() && <RichText source={data.body} />
        )}
        {data.poll && <PollView postId={data.id} poll={data.poll} />}
        {data.images.length > 0 && (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {data.images.map((image, index) => (
              <li key={image.id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img
                    src={image.thumbnailUrl}
                    alt={t('images.nth', { n: index + 1 })}
                    className="aspect-square w-full rounded-lg object-cover ring-1 ring-stone-200"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {data.videoLinks.map((link) => {
          const videoId = videoIdFromLink(link);
          return videoId ? (
            <div key={link} className="aspect-video overflow-hidden rounded-xl bg-stone-900">
              <iframe
                src={videoEmbedUrl(videoId)}
                title={t('post.video')}
                className="size-full"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            </div>
          ) : null;
        })}
        {!data.isDraft && (
          <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4">
            <Button
              variant={data.likedByMe ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={data.likedByMe}
              isDisabled={like.isPending || data.hidden}
              onPress={() => runAsMember(() => like.mutate(!data.likedByMe))}
            >
              <Heart aria-hidden="true" className={data.likedByMe ? 'size-4 fill-white' : 'size-4'} />
              {t('post.like', { count: data.likeCount, formatted: formatCount(data.likeCount) })}
            </Button>
            {loggedIn && !data.mine && !data.hidden && (
              <Button variant="ghost" size="sm" onPress={() => setReporting(true)}>
                <Flag aria-hidden="true" className="size-4" />
                {t('report.action')}
              </Button>
            )}
            <div className="ml-auto flex flex-wrap gap-2">
              {data.canHide && !data.hidden && (
                <Button variant="ghost" size="sm" onPress={() => hide.mutate()}>
                  {t('moderation.hide')}
                </Button>
              )}
              {data.mine && (
                <>
                  <ButtonLink to={`/lounge/posts/${data.id}/edit`} variant="secondary" size="sm">
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('post.edit')}
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => window.confirm(t('post.confirmDelete')) && remove.mutate()}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('post.delete')}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
        {data.isDraft && (
          <ButtonLink to={`/lounge/posts/${data.id}/edit`} className="self-start">
            {t('post.continueDraft')}
          </ButtonLink>
        )}
        {loggedIn && !data.isDraft && (
          <div className="max-w-sm">
            <WatchButton objectType="post" objectId={data.id} />
          </div>
        )}
      </Card>
      {!data.isDraft && (
        <Card className="p-5 sm:p-7">
          <ReplySection postId={data.id} count={data.replyCount} />
        </Card>
      )}
      <ReportDialog targetType="post" targetId={data.id} isOpen={reporting} onOpenChange={setReporting} />
    </PageStack>
  );
}
