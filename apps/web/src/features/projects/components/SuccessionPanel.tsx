import type { TProjectDetail } from '@sidecamp/domain';
import { ADOPTION_MESSAGE_MAX } from '@sidecamp/domain/core';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDate } from '../../../ui/dates';
import { TextField } from '../../../ui/TextField';
import { projectKeys } from '../api/projectKeys';
import { successionApi } from '../api/successionApi';
import { useSuccession } from '../hooks/useSuccession';

/**
 * Leader succession (F4.4) on the project page: members see that the leader went quiet and who may
 * take the lead when the notice ends, with "Take the lead" for that member; a follower of a project
 * nobody is active in any more may adopt it. Nothing shows while the leader is active.
 */
export function SuccessionPanel({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const related = project.viewer.role !== null || project.viewer.following;
  const succession = useSuccession(project.no, related && project.stage !== '99');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const claim = useApiMutation({
    mutationFn: () => successionApi.claim(project.no),
    invalidate: [projectKeys.detail(project.no)],
    success: t('succession.claimed', { name: project.name }),
    onSuccess: () => setConfirming(false),
  });
  const adopt = useApiMutation({
    mutationFn: () => successionApi.adopt(project.no, message.trim()),
    invalidate: [projectKeys.detail(project.no)],
    success: t('succession.adopted', { name: project.name }),
    onSuccess: () => setConfirming(false),
  });
  const data = succession.data;
  if (!data || data.state === 'none') return null;
  const leader = data.leader?.nickname ?? t('timeline.someone');
  const since = data.leaderLastActiveAt ? formatDate(data.leaderLastActiveAt) : null;
  const until = data.claimableAt ? formatDate(data.claimableAt) : '';
  const successor = data.successor?.nickname ?? null;

  const body =
    data.state === 'adoptable'
      ? t('succession.adoptableBody', { leader })
      : data.state === 'claimable'
        ? data.canClaim
          ? t('succession.claimableYou', { leader })
          : t('succession.claimableOther', { leader, successor: successor ?? t('timeline.someone') })
        : successor
          ? t('succession.noticeBody', { leader, until, successor })
          : t('succession.noticeNobody', { leader, until });

  return (
    <section
      aria-labelledby="succession-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h2 id="succession-title" className="font-semibold">
            {data.state === 'adoptable' ? t('succession.adoptableTitle') : t('succession.title', { leader })}
          </h2>
          {since && <p className="text-sm text-amber-900">{t('succession.since', { leader, since })}</p>}
          <p className="text-sm text-amber-900">{body}</p>
        </div>
      </div>
      {(data.canClaim || data.canAdopt) && (
        <div className="shrink-0">
          <Button onPress={() => setConfirming(true)}>
            {data.canClaim ? t('succession.claim') : t('succession.adopt')}
          </Button>
        </div>
      )}
      {data.canClaim && (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('succession.claimTitle')}
          confirmLabel={t('succession.claimConfirm')}
          onConfirm={() => claim.mutateAsync()}
          isPending={claim.isPending}
          tone="normal"
        >
          <p>{t('succession.claimDialog', { leader, name: project.name })}</p>
        </ConfirmDialog>
      )}
      {data.canAdopt && (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('succession.adoptTitle')}
          confirmLabel={t('succession.adoptConfirm')}
          onConfirm={() => {
            if (message.trim().length > 0) adopt.mutate();
          }}
          isPending={adopt.isPending || message.trim().length === 0}
          tone="normal"
        >
          <p>{t('succession.adoptDialog', { leader, name: project.name })}</p>
          <TextField
            label={t('succession.adoptMessage')}
            multiline
            rows={3}
            maxLength={ADOPTION_MESSAGE_MAX}
            value={message}
            onChange={setMessage}
          />
        </ConfirmDialog>
      )}
    </section>
  );
}
