import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { ButtonLink } from '../../../ui/ButtonLink';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { ProjectLogo, StageBadge } from '../../projects';
import { FinderLoginPrompt } from '../components/FinderLoginPrompt';
import { FinderNav } from '../components/FinderNav';
import { MatchExplanation, ScoreMeter } from '../components/MatchExplanation';
import { MatchPreferencesEditor } from '../components/MatchPreferencesEditor';
import { useMyMatches } from '../hooks/useFinderMatches';

/** "Projects that need me": open positions ranked for the viewer, each with its explanation. */
export function MyMatchesPage() {
  const { t } = useTranslation('finder');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const matches = useMyMatches(loggedIn);

  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('forMe.title')}
        description={t('forMe.description')}
      />
      <FinderNav />
      {loggedIn && <MatchPreferencesEditor />}
      {!loggedIn ? (
        <FinderLoginPrompt title={t('forMe.loginTitle')} body={t('forMe.loginBody')} />
      ) : matches.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="h-56 animate-pulse rounded-2xl bg-stone-200/60" />
          ))}
        </div>
      ) : matches.isError ? (
        <QueryError
          error={matches.error}
          title={t('forMe.loadError')}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.data.items.length === 0 ? (
        <EmptyState
          camp="connect"
          icon={Compass}
          title={t('forMe.emptyTitle')}
          description={t('forMe.emptyBody')}
          actions={<ButtonLink to="/settings/profile">{t('forMe.editProfile')}</ButtonLink>}
        />
      ) : (
        <ol className="grid grid-cols-1 items-start gap-4 md:grid-cols-2" aria-label={t('forMe.listLabel')}>
          {matches.data.items.map((match) => (
            <li key={`${match.project.no}:${match.position.id}`}>
              <article className="flex h-full flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card">
                <div className="flex items-start gap-3.5">
                  <ProjectLogo src={match.project.logo} name={match.project.name} />
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold text-stone-900">
                      <Link
                        to={`/projects/${match.project.no}`}
                        className="hover:text-pine-800 hover:underline"
                      >
                        {match.project.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-stone-600">
                      {t('forMe.position', {
                        job: jobLabel(match.position.jobCode),
                        level: skillLabel(match.position.skillLevel),
                      })}
                    </p>
                  </div>
                  <StageBadge stage={match.project.stage} className="shrink-0" />
                </div>
                {match.project.summary && (
                  <p className="line-clamp-2 text-sm text-stone-700">{match.project.summary}</p>
                )}
                <div className="mt-auto space-y-3">
                  <ScoreMeter score={match.score} maxScore={match.maxScore} />
                  <MatchExplanation reasons={match.reasons} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </PageStack>
  );
}
