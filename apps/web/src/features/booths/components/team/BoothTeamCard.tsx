import type { TBooth } from '@sidecamp/domain';
import { Crown, LogOut, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { useUserStore } from '../../../../app/store/userStore';
import { Avatar } from '../../../../ui/Avatar';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { jobLabel } from '../../../../ui/codeLabels';
import { StartChatButton } from '../../../chat';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';
import { AnswerInvitation } from './AnswerInvitation';
import { AskToJoinButton } from './AskToJoinButton';
import { InviteToBoothDialog } from './InviteToBoothDialog';
import { TeamRequestList } from './TeamRequestList';

type Pending = { kind: 'handOver' | 'remove' | 'leave'; no: number; nickname: string } | null;

/**
 * The team behind the booth. The owner invites people (and withdraws open invitations), answers
 * candidates, hands the booth over and removes members; a member can leave; everyone else can ask
 * to join (and withdraw that request) or ask the team (a chat with the owner).
 */
export function BoothTeamCard({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const myNo = useUserStore((state) => state.profile?.no ?? null);
  const [pending, setPending] = useState<Pending>(null);
  const [inviting, setInviting] = useState(false);
  const { isOwner, isTeam } = booth.viewer;
  const team = [...booth.team].sort((a, b) => (a.role === 'owner' ? -1 : b.role === 'owner' ? 1 : 0));
  const owner = team.find((member) => member.role === 'owner');
  const invalidate = [boothKeys.detail(booth.id), boothKeys.mine(), boothKeys.lists()];
  const change = useApiMutation({
    mutationFn: (action: NonNullable<Pending>) =>
      action.kind === 'handOver'
        ? boothTeamApi.handOver(booth.id, action.no)
        : boothTeamApi.removeMember(booth.id, action.no),
    invalidate,
    success: (_, action) =>
      action.kind === 'handOver'
        ? t('team.handedOver', { nickname: action.nickname })
        : action.kind === 'remove'
          ? t('team.removed', { nickname: action.nickname })
          : t('team.left'),
    onSuccess: () => setPending(null),
  });
  const published = booth.state === 'published';

  return (
    <section
      aria-labelledby="booth-team-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="booth-team-title" className="text-lg font-semibold text-stone-900">
          {t('view.team', { count: team.length })}
        </h2>
        {isOwner && (
          <Button variant="secondary" size="sm" onPress={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('team.invite')}
          </Button>
        )}
      </div>
      <ul className="mt-4 space-y-3" aria-label={t('view.teamList')}>
        {team.map((member) => {
          const job = jobLabel(member.person.mainJobDetail);
          const { no, nickname } = member.person;
          return (
            <li key={no} className="flex items-center gap-3">
              <Avatar src={member.person.img} name={nickname} size={40} />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/u/${no}`}
                  className="block truncate font-semibold text-stone-900 hover:text-pine-800 hover:underline"
                >
                  {nickname}
                </Link>
                {job && <p className="truncate text-sm text-stone-500">{job}</p>}
              </div>
              {member.role === 'owner' ? (
                <Badge tone="amber">
                  <Crown aria-hidden="true" className="size-3" />
                  {t('view.owner')}
                </Badge>
              ) : (
                isOwner && (
                  <div className="flex shrink-0">
                    <Button
                      variant="ghost"
                      size="icon"
                      onPress={() => setPending({ kind: 'handOver', no, nickname })}
                      aria-label={t('team.handOverLabel', { nickname })}
                      title={t('team.handOverLabel', { nickname })}
                    >
                      <Crown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      onPress={() => setPending({ kind: 'remove', no, nickname })}
                      aria-label={t('team.removeLabel', { nickname })}
                      title={t('team.removeLabel', { nickname })}
                    >
                      <UserMinus aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                )
              )}
            </li>
          );
        })}
      </ul>

      {isTeam && <TeamRequestList booth={booth} />}

      {isTeam && !isOwner && myNo !== null && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-4"
          onPress={() => setPending({ kind: 'leave', no: myNo, nickname: '' })}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('team.leave')}
        </Button>
      )}
      {!isTeam && published && (
        <div className="mt-5 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          {owner && <StartChatButton userNo={owner.person.no} label={t('team.ask')} />}
          {booth.viewer.pendingInvitationId !== null ? (
            <AnswerInvitation
              boothId={booth.id}
              boothName={booth.name}
              invitationId={booth.viewer.pendingInvitationId}
            />
          ) : (
            <AskToJoinButton
              boothId={booth.id}
              boothName={booth.name}
              pendingRequestId={booth.viewer.pendingJoinRequestId}
            />
          )}
        </div>
      )}

      {isOwner && <InviteToBoothDialog booth={booth} isOpen={inviting} onOpenChange={setInviting} />}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'handOver'
            ? t('team.handOverTitle', { nickname: pending.nickname })
            : pending?.kind === 'remove'
              ? t('team.removeTitle', { nickname: pending.nickname })
              : t('team.leaveTitle')
        }
        confirmLabel={
          pending?.kind === 'handOver'
            ? t('team.handOverConfirm')
            : pending?.kind === 'remove'
              ? t('team.removeConfirm')
              : t('team.leaveConfirm')
        }
        tone={pending?.kind === 'handOver' ? 'normal' : 'danger'}
        onConfirm={() => pending && change.mutate(pending)}
        isPending={change.isPending}
      >
        <p>
          {pending?.kind === 'handOver'
            ? t('team.handOverBody', { nickname: pending.nickname, name: booth.name })
            : pending?.kind === 'remove'
              ? t('team.removeBody', { nickname: pending.nickname, name: booth.name })
              : t('team.leaveBody', { name: booth.name })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
