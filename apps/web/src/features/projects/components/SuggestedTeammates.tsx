import type { TProjectDetail } from '@sidecamp/domain';
import { Check, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { useSuggestedCandidates } from '../hooks/useTeamGap';

/**
 * The leader's "Suggested teammates" (F5.2): people who would fill what the team lacks (an open
 * position, a job group or skill nobody covers, seniority), each with that gap in words, a link to
 * their profile and an invitation in one press. The server keeps the list up to date by events.
 */
export function SuggestedTeammates({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const suggestions = useSuggestedCandidates(project.no, true);
  const [invited, setInvited] = useState<ReadonlySet<number>>(new Set());
  const invite = useApiMutation({
    mutationFn: (input: { userNo: number; positionId: number | null }) =>
      projectApi.invite(project.no, { userNos: [input.userNo], positionId: input.positionId, message: '' }),
    invalidate: [projectKeys.invitations(project.no)],
    success: t('teamGap.invited'),
    onSuccess: (_result, input) => setInvited((current) => new Set(current).add(input.userNo)),
  });
  const openPositionIds = new Set(
    project.positions.filter((position) => !position.closed && !position.full).map((position) => position.id),
  );

  return (
    <section
      aria-labelledby="suggested-teammates-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id="suggested-teammates-title"
        className="flex items-center gap-2 text-lg font-semibold text-stone-900"
      >
        <UsersRound aria-hidden="true" className="size-5 text-connect" />
        {t('teamGap.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('teamGap.body')}</p>
      <div className="mt-4" aria-live="polite">
        {suggestions.isPending ? (
          <p className="text-sm text-stone-500">{t('teamGap.loading')}</p>
        ) : suggestions.isError ? (
          <p className="text-sm text-amber-800">{t('teamGap.loadError')}</p>
        ) : suggestions.data.items.length === 0 ? (
          <p className="text-sm text-stone-600">{t('teamGap.empty')}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t('teamGap.listLabel')}>
            {suggestions.data.items.map(({ person, explanation, gaps, positionId }) => {
              const isInvited = invited.has(person.no);
              const extra = gaps.filter((gap) => gap.kind !== 'reach').slice(1);
              return (
                <li key={person.no} className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <Avatar src={person.img} name={person.nickname} size={40} />
                  <div className="min-w-0 flex-1 basis-52">
                    <Link
                      to={`/u/${person.no}`}
                      className="font-semibold text-stone-900 hover:text-pine-800 hover:underline"
                    >
                      {person.nickname}
                    </Link>
                    <p className="text-sm text-stone-700">{explanation}</p>
                    {extra.length > 0 && (
                      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t('teamGap.alsoLabel')}>
                        {extra.map((gap) => (
                          <li
                            key={gap.kind}
                            className="rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900 ring-1 ring-sky-200"
                          >
                            {gap.explanation}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <Button
                    variant="secondary"
                    className="shrink-0"
                    isDisabled={isInvited || invite.isPending}
                    aria-label={t('teamGap.inviteLabel', { name: person.nickname })}
                    onPress={() =>
                      invite.mutate({
                        userNo: person.no,
                        positionId:
                          positionId !== null && openPositionIds.has(positionId) ? positionId : null,
                      })
                    }
                  >
                    {isInvited ? (
                      <Check aria-hidden="true" className="size-4" />
                    ) : (
                      <UserPlus aria-hidden="true" className="size-4" />
                    )}
                    {isInvited ? t('teamGap.invitedShort') : t('teamGap.invite')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
