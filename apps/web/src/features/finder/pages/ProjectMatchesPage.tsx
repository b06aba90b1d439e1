import { useQuery } from '@tanstack/react-query';
import { FolderPlus, UserPlus, UserSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { projectApi, projectKeys } from '../../projects';
import { FinderLoginPrompt } from '../components/FinderLoginPrompt';
import { FinderNav } from '../components/FinderNav';
import { MatchExplanation, ScoreMeter } from '../components/MatchExplanation';
import { PersonCard } from '../components/PersonCard';
import { useProjectMatches } from '../hooks/useFinderMatches';

/** "Matches for my project": pick one of my projects, see people ranked per open position and why. */
export function ProjectMatchesPage() {
  const { t } = useTranslation('finder');
  const { t: tCommon } = useTranslation('common');
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const mine = useQuery({
    queryKey: [...projectKeys.mine('all'), 'picker'],
    queryFn: ({ signal }) => projectApi.mine(undefined, undefined, signal),
    enabled: viewerNo !== null,
  });
  const projects = mine.data?.items ?? [];
  const requested = Number(searchParams.get('project'));
  const chosen = projects.find((project) => project.no === requested) ?? null;
  const projectNo = chosen?.no ?? null;
  const matches = useProjectMatches(projectNo);
  const isLeader = chosen !== null && chosen.leader.no === viewerNo;

  // With no project in the address, the first one is shown so the page is never empty by default.
  useEffect(() => {
    const first = projects[0];
    if (!chosen && first) setSearchParams({ project: String(first.no) }, { replace: true });
  }, [chosen, projects, setSearchParams]);

  const invite = useApiMutation({
    mutationFn: ({ userNo, positionId }: { userNo: number; positionId: number; nickname: string }) =>
      projectApi.invite(projectNo ?? 0, { userNos: [userNo], positionId, message: '' }),
    success: (_result, { nickname }) => t('matches.invited', { nickname }),
    onSuccess: (_result, { userNo, positionId }) =>
      setInvited((current) => new Set(current).add(`${positionId}:${userNo}`)),
  });

  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('matches.title')}
        description={t('matches.description')}
      />
      <FinderNav />
      {viewerNo === null ? (
        <FinderLoginPrompt title={t('matches.loginTitle')} body={t('matches.loginBody')} />
      ) : mine.isPending ? (
        <div className="h-24 animate-pulse rounded-2xl bg-stone-200/60" />
      ) : mine.isError ? (
        <QueryError
          error={mine.error}
          title={t('matches.projectsError')}
          onRetry={() => void mine.refetch()}
        />
      ) : projects.length === 0 ? (
        <EmptyState
          camp="connect"
          icon={FolderPlus}
          title={t('matches.noProjectsTitle')}
          description={t('matches.noProjectsBody')}
          actions={<ButtonLink to="/projects/new">{t('matches.postProject')}</ButtonLink>}
        />
      ) : (
        <div className="space-y-6">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:max-w-md">
            <SelectField
              compact
              label={t('matches.projectLabel')}
              value={projectNo ? String(projectNo) : ''}
              options={projects.map((project) => ({ value: String(project.no), label: project.name }))}
              onChange={(value) => setSearchParams({ project: value }, { replace: true })}
            />
          </div>
          {projectNo === null ? null : matches.isPending ? (
            <div role="status" aria-label={t('loading')} className="space-y-4">
              <div className="h-64 animate-pulse rounded-2xl bg-stone-200/60" />
            </div>
          ) : matches.isError ? (
            <QueryError
              error={matches.error}
              title={t('matches.loadError')}
              onRetry={() => void matches.refetch()}
            />
          ) : matches.data.positions.length === 0 ? (
            <EmptyState
              camp="connect"
              icon={UserSearch}
              title={t('matches.noPositionsTitle')}
              description={t('matches.noPositionsBody')}
              actions={
                isLeader ? (
                  <ButtonLink to={`/projects/${projectNo}?tab=manage`}>{t('matches.addPosition')}</ButtonLink>
                ) : undefined
              }
            />
          ) : (
            matches.data.positions.map(({ position, people }) => (
              <section
                key={position.id}
                aria-labelledby={`match-position-${position.id}`}
                className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-6"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`match-position-${position.id}`} className="text-lg font-semibold text-stone-900">
                    {t('matches.positionTitle', { job: jobLabel(position.jobCode) })}
                  </h2>
                  <p className="text-sm text-stone-600">
                    {t('matches.positionMeta', {
                      level: skillLabel(position.skillLevel),
                      count: position.openSeats,
                    })}
                  </p>
                </div>
                {people.length === 0 ? (
                  <p className="text-sm text-stone-600">{t('matches.nobody')}</p>
                ) : (
                  <ol
                    className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
                    aria-label={t('matches.rankedLabel', { job: jobLabel(position.jobCode) })}
                  >
                    {people.map((match, index) => {
                      const key = `${position.id}:${match.person.no}`;
                      return (
                        <li key={match.person.no}>
                          <PersonCard person={match.person}>
                            <div className="space-y-3">
                              <div className="flex items-center justify-between gap-2">
                                <span className="text-xs font-semibold tracking-wider text-stone-500 uppercase">
                                  {t('matches.rank', { rank: index + 1 })}
                                </span>
                                <ScoreMeter score={match.score} maxScore={match.maxScore} />
                              </div>
                              <MatchExplanation reasons={match.reasons} defaultOpen={index === 0} />
                              {isLeader && (
                                <Button
                                  variant="secondary"
                                  size="sm"
                                  className="w-full"
                                  isDisabled={invited.has(key) || invite.isPending}
                                  onPress={() =>
                                    invite.mutate({
                                      userNo: match.person.no,
                                      positionId: position.id,
                                      nickname: match.person.nickname,
                                    })
                                  }
                                  aria-label={t('matches.inviteLabel', { nickname: match.person.nickname })}
                                >
                                  <UserPlus aria-hidden="true" className="size-4" />
                                  {invited.has(key) ? t('matches.invitedShort') : t('matches.invite')}
                                </Button>
                              )}
                            </div>
                          </PersonCard>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
            ))
          )}
          {chosen && (
            <p className="text-sm text-stone-500">
              {t('matches.howScored')}{' '}
              <Link to={`/projects/${chosen.no}`} className="font-medium text-indigo-700 hover:underline">
                {t('matches.openProject', { name: chosen.name })}
              </Link>
            </p>
          )}
        </div>
      )}
    </PageStack>
  );
}
