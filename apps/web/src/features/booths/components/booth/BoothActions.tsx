import type { TBooth } from '@sidecamp/domain';
import { formatCount } from '@sidecamp/domain/core';
import { Bell, BellRing, Heart, HeartHandshake, Megaphone, Pencil } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { runAsMember } from '../../../../app/session/memberAction';
import { Button } from '../../../../ui/Button';
import { ButtonLink } from '../../../../ui/ButtonLink';
import { buttonStyles } from '../../../../ui/buttonStyles';
import { CountPill, Unseen } from '../../../../ui/CountPill';
import { WatchButton } from '../../../alarms';
import { ReportButton } from '../../../moderation';
import { boothKeys } from '../../api/boothKeys';
import { boothSupportApi } from '../../api/boothSupportApi';
import { BookmarkButton } from '../promo/BookmarkButton';
import { SupportDialog } from '../support/SupportDialog';

/**
 * Like, follow and support for visitors (logged out, each opens the login dialog); Edit for the
 * team, who cannot like, follow or support their own booth; a private bookmark for anyone. Nothing
 * but Edit on a draft.
 */
export function BoothActions({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const [supportOpen, setSupportOpen] = useState(false);
  const invalidate = [boothKeys.detail(booth.id), boothKeys.lists()];
  const like = useApiMutation({
    mutationFn: (on: boolean) => boothSupportApi.like(booth.id, on),
    invalidate,
  });
  const follow = useApiMutation({
    mutationFn: (on: boolean) => boothSupportApi.follow(booth.id, on),
    invalidate,
    success: (state) => (state.following ? t('actions.followed') : t('actions.unfollowed')),
  });
  const published = booth.state === 'published';
  const { liked, following, isTeam } = booth.viewer;
  const likes = formatCount(booth.counts.likes);
  const follows = formatCount(booth.counts.follows);

  return (
    <div className="flex min-w-0 flex-wrap gap-2">
      {isTeam && (
        <ButtonLink to={`/booths/${booth.id}/edit`} variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          {t('actions.edit')}
        </ButtonLink>
      )}
      {isTeam && published && (
        <ButtonLink to={`/campaigns/new?booth=${booth.id}`} variant="secondary">
          <Megaphone aria-hidden="true" className="size-4" />
          {t('actions.recruitTesters')}
        </ButtonLink>
      )}
      {published && (
        <>
          <ToggleButton
            isSelected={liked}
            isDisabled={like.isPending || isTeam}
            onChange={(on) => runAsMember(() => like.mutate(on))}
            className={buttonStyles('secondary', 'md')}
          >
            <Heart aria-hidden="true" className={liked ? 'size-4 fill-rose-500 text-rose-500' : 'size-4'} />
            {liked ? t('actions.liked') : t('actions.like')}
            <Unseen>{t('actions.thisBooth')}</Unseen>
            <CountPill value={likes} unit={t('actions.likes', { count: booth.counts.likes })} />
          </ToggleButton>
          <ToggleButton
            isSelected={following}
            isDisabled={follow.isPending || isTeam}
            onChange={(on) => runAsMember(() => follow.mutate(on))}
            className={buttonStyles('secondary', 'md')}
          >
            {following ? (
              <BellRing aria-hidden="true" className="size-4 text-pine-700" />
            ) : (
              <Bell aria-hidden="true" className="size-4" />
            )}
            {following ? t('actions.following') : t('actions.follow')}
            <Unseen>{t('actions.thisBooth')}</Unseen>
            <CountPill value={follows} unit={t('actions.followers', { count: booth.counts.follows })} />
          </ToggleButton>
          <BookmarkButton boothId={booth.id} />
          <WatchButton objectType="booth" objectId={booth.id} inline />
          {!isTeam && (
            <Button variant="launch" onPress={() => runAsMember(() => setSupportOpen(true))}>
              <HeartHandshake aria-hidden="true" className="size-4" />
              {t('actions.support')}
            </Button>
          )}
        </>
      )}
      {published && !isTeam && <ReportButton targetType="booth" targetId={booth.id} />}
      {published && !isTeam && (
        <SupportDialog
          boothId={booth.id}
          boothName={booth.name}
          isOpen={supportOpen}
          onOpenChange={setSupportOpen}
        />
      )}
    </div>
  );
}
