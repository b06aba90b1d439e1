import type { TProjectDetail } from '@sidecamp/domain';
import { formatCount, relativeTime } from '@sidecamp/domain/core';
import { Bookmark, BookmarkCheck, Heart, Inbox, KanbanSquare, Pencil, Rocket } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { buttonStyles } from '../../../ui/buttonStyles';
import { CountPill, Unseen } from '../../../ui/CountPill';
import { stageLabel } from '../../../ui/codeLabels';
import { TitleRow } from '../../../ui/TitleRow';
import { WatchButton } from '../../alarms';
import { TeamChatButton } from '../../chat';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { BoostDialog } from './BoostDialog';
import { ProjectLogo } from './ProjectLogo';
import { ProjectShareTags } from './ProjectShareTags';
import { StageBadge } from './StageBadge';
import { StageControl } from './StageControl';

/**
 * The top of a project: logo, name (the page's h1), stage, summary, leader, follow and bookmark;
 * and for the leader, the tools that act on the whole project.
 */
export function ProjectHeader({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const [stageError, setStageError] = useState<string | null>(null);
  const detailKey = projectKeys.detail(project.no);

  const follow = useApiMutation({
    mutationFn: (on: boolean) => projectApi.follow(project.no, on),
    invalidate: [detailKey],
  });
  const bookmark = useApiMutation({
    mutationFn: (on: boolean) => projectApi.bookmark(project.no, on),
    invalidate: [detailKey, projectKeys.bookmarks()],
    success: (state) => (state.bookmarked ? t('header.bookmarked') : t('header.unbookmarked')),
  });
  const stage = useApiMutation({
    mutationFn: (to: string) => projectApi.changeStage(project.no, to),
    invalidate: [detailKey, ['projects', 'hub']],
    // The refusal is shown next to the control (it names both stages), not in a passing toast.
    toastErrors: false,
    success: (updated) => t('stage.changed', { stage: stageLabel(updated.stage) }),
  });
  // Boosting costs points: the dialog states the price and the balance and asks first.
  const [boosting, setBoosting] = useState(false);

  const changeStage = (to: string) => {
    setStageError(null);
    stage.mutate(to, {
      onError: (error) => setStageError(error instanceof ApiError ? errorMessage(error, tCommon) : null),
    });
  };
  const when = project.publishedAt ?? project.createdAt;
  // The count is inside the button's name too: its visible badge is hidden by the aria-label.
  const formatted = formatCount(project.followerCount);
  const following = project.viewer.following;
  const bookmarked = project.viewer.bookmarked;

  return (
    <section className="rounded-2xl border border-stone-200 bg-white shadow-card">
      <ProjectShareTags project={project} />
      <TitleRow
        className="p-5 sm:p-7"
        titleWidth="wide"
        titleClassName="flex gap-4 sm:gap-5"
        actions={
          // Nobody else can see a draft, so there is nothing to follow or keep yet.
          project.stage !== '99' && (
            <>
              {(project.viewer.role === '01' || project.viewer.role === '02') && (
                <ButtonLink to={`/projects/${project.no}/workspace`} variant="secondary">
                  <KanbanSquare aria-hidden="true" className="size-4" />
                  {t('header.workspace')}
                </ButtonLink>
              )}
              {(project.viewer.role === '01' || project.viewer.role === '02') && (
                <TeamChatButton projectNo={project.no} />
              )}
              <ToggleButton
                isSelected={following}
                isDisabled={follow.isPending}
                onChange={(on) => runAsMember(() => follow.mutate(on))}
                className={buttonStyles(following ? 'secondary' : 'primary', 'md')}
              >
                <Heart
                  aria-hidden="true"
                  className={following ? 'size-4 fill-rose-500 text-rose-500' : 'size-4'}
                />
                {following ? t('header.following') : t('header.follow')}
                <Unseen>{project.name}</Unseen>
                <CountPill value={formatted} unit={t('header.followers', { count: project.followerCount })} />
              </ToggleButton>
              <ToggleButton
                isSelected={bookmarked}
                isDisabled={bookmark.isPending}
                onChange={(on) => runAsMember(() => bookmark.mutate(on))}
                aria-label={t('header.bookmarkLabel')}
                className={buttonStyles('secondary', 'icon')}
              >
                {bookmarked ? (
                  <BookmarkCheck aria-hidden="true" className="size-5 text-pine-700" />
                ) : (
                  <Bookmark aria-hidden="true" className="size-5" />
                )}
              </ToggleButton>
              <WatchButton objectType="project" objectId={project.no} inline />
            </>
          )
        }
      >
        <ProjectLogo src={project.logo} name={project.name} size="lg" />
        <div className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <StageBadge stage={project.stage} />
            {project.recruiting && <Badge tone="pine">{t('header.recruiting')}</Badge>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
            {project.name}
          </h1>
          {project.summary && (
            <p className="mt-1.5 text-base text-pretty text-stone-700">{project.summary}</p>
          )}
          <p className="mt-2 text-sm text-stone-500">
            {t('header.ledBy')}{' '}
            <Link to={`/u/${project.leader.no}`} className="font-semibold text-stone-800 hover:underline">
              {project.leader.nickname}
            </Link>
            <span aria-hidden="true"> · </span>
            {project.publishedAt ? t('header.published') : t('header.created')}{' '}
            <time suppressHydrationWarning dateTime={when}>
              {relativeTime(new Date(when))}
            </time>
          </p>
        </div>
      </TitleRow>

      {project.viewer.canManage && (
        <div className="border-t border-stone-100 bg-stone-50/70 px-5 py-4 sm:px-7">
          <h2 className="sr-only">{t('leader.toolsTitle')}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-1 text-xs font-semibold tracking-wider text-stone-500 uppercase">
              {t('leader.toolsEyebrow')}
            </span>
            <ButtonLink to={`/projects/${project.no}/edit`} variant="secondary">
              <Pencil aria-hidden="true" className="size-4" />
              {t('leader.edit')}
            </ButtonLink>
            {project.stage !== '99' && (
              <ButtonLink to={`/projects/${project.no}/applications`} variant="secondary">
                <Inbox aria-hidden="true" className="size-4" />
                {t('leader.applications')}
                {(project.viewer.pendingApplicationCount ?? 0) > 0 && (
                  <span className="rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-white">
                    <span aria-hidden="true">{project.viewer.pendingApplicationCount}</span>
                    <span className="sr-only">
                      {t('leader.pendingApplications', {
                        count: project.viewer.pendingApplicationCount ?? 0,
                      })}
                    </span>
                  </span>
                )}
              </ButtonLink>
            )}
            {project.stage !== '99' && (
              <StageControl
                allowed={project.allowedNextStages}
                isPending={stage.isPending}
                onChange={changeStage}
              />
            )}
            {project.stage !== '99' && (
              <Button variant="secondary" onPress={() => setBoosting(true)}>
                <Rocket aria-hidden="true" className="size-4" />
                {t('leader.boost')}
              </Button>
            )}
            {boosting && (
              <BoostDialog
                projectNo={project.no}
                projectName={project.name}
                onClose={() => setBoosting(false)}
              />
            )}
          </div>
          {stageError && (
            <div
              role="alert"
              className="mt-3 flex items-start justify-between gap-3 rounded-xl bg-amber-50 p-3.5 text-sm text-amber-950 ring-1 ring-amber-200"
            >
              <p>{stageError}</p>
              <button
                type="button"
                onClick={() => setStageError(null)}
                className="shrink-0 cursor-pointer font-semibold text-amber-900 underline"
              >
                {tCommon('actions.dismiss')}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
