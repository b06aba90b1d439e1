import type { TMember, TProjectDetail } from '@sidecamp/domain';
import { Crown, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { jobLabel } from '../../../ui/codeLabels';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

/** The leader's team tools: hand the leadership to a member, or remove a member. */
export function MemberManager({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const [handOver, setHandOver] = useState<TMember | null>(null);
  const [removing, setRemoving] = useState<TMember | null>(null);
  const invalidate = [projectKeys.detail(project.no), ['projects', 'mine']];
  const changeLeader = useApiMutation({
    mutationFn: (userNo: number) => projectApi.changeLeader(project.no, userNo),
    invalidate,
    success: () => t('manage.leaderChanged', { nickname: handOver?.person.nickname ?? '' }),
    onSuccess: () => setHandOver(null),
  });
  const remove = useApiMutation({
    mutationFn: (userNo: number) => projectApi.removeMember(project.no, userNo),
    invalidate,
    success: () => t('manage.memberRemoved', { nickname: removing?.person.nickname ?? '' }),
    onSuccess: () => setRemoving(null),
  });
  const members = project.members.filter((member) => member.role !== '01');
  const positionJob = (positionId: number | null) =>
    jobLabel(project.positions.find((position) => position.id === positionId)?.jobCode);

  if (members.length === 0) return <p className="text-sm text-stone-600">{t('manage.noMembers')}</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100" aria-label={t('manage.membersList')}>
        {members.map((member) => (
          <li
            key={member.person.no}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Avatar src={member.person.img} name={member.person.nickname} size={40} />
              <div className="min-w-0">
                <Link
                  to={`/u/${member.person.no}`}
                  className="block truncate font-semibold text-stone-900 hover:underline"
                >
                  {member.person.nickname}
                </Link>
                <p className="truncate text-sm text-stone-500">
                  {positionJob(member.positionId) || jobLabel(member.person.mainJobDetail)}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="secondary"
                size="sm"
                onPress={() => setHandOver(member)}
                aria-label={t('manage.makeLeaderLabel', { nickname: member.person.nickname })}
              >
                <Crown aria-hidden="true" className="size-4" />
                {t('manage.makeLeader')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setRemoving(member)}
                aria-label={t('manage.removeLabel', { nickname: member.person.nickname })}
              >
                <UserX aria-hidden="true" className="size-4" />
                {t('manage.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={handOver !== null}
        onOpenChange={(open) => !open && setHandOver(null)}
        title={t('manage.handOverTitle', { nickname: handOver?.person.nickname ?? '' })}
        confirmLabel={t('manage.handOverConfirm')}
        tone="normal"
        isPending={changeLeader.isPending}
        onConfirm={() => handOver && changeLeader.mutate(handOver.person.no)}
      >
        <p>{t('manage.handOverBody', { nickname: handOver?.person.nickname ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('manage.removeTitle', { nickname: removing?.person.nickname ?? '' })}
        confirmLabel={t('manage.removeConfirm')}
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.person.no)}
      >
        <p>{t('manage.removeBody', { nickname: removing?.person.nickname ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
