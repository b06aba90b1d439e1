import type { TPosition, TProjectDetail } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { Briefcase, Clock3, FileEdit } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiStore } from '../../../app/store/uiStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';
import { ApplyDialog } from './ApplyDialog';

/** What the viewer can do about one position, from the project's own answer (never guessed). */
function applyState(project: TProjectDetail, position: TPosition) {
  const mine = project.viewer.applications.find((application) => application.positionId === position.id);
  if (mine?.state === '01') return { kind: 'inReview' } as const;
  if (project.viewer.role === '01' || project.viewer.role === '02') return { kind: 'team' } as const;
  if (position.closed) return { kind: 'closed' } as const;
  if (position.full) return { kind: 'full' } as const;
  if (!project.recruiting) return { kind: 'notRecruiting' } as const;
  if (mine?.state === '99') return { kind: 'draft', draftId: mine.id } as const;
  return { kind: 'open' } as const;
}

/** The project's positions with open seats and the Apply buttons. */
export function PositionsSection({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [applyTo, setApplyTo] = useState<{ position: TPosition; draftId: number | null } | null>(null);
  // Closed positions are history; they stay listed after the open ones, dimmed.
  const positions = [...project.positions].sort((a, b) => Number(a.closed) - Number(b.closed));
  const holders = (positionId: number) =>
    project.members
      .filter((member) => member.positionId === positionId)
      .map((member) => member.person.nickname);

  return (
    <section
      aria-labelledby="positions-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="positions-title" className="text-lg font-semibold text-stone-900">
          {t('positions.title')}
        </h2>
        <p className="text-sm text-stone-600">
          {t('positions.openSeats', {
            count: project.positions.reduce(
              (sum, position) => sum + (position.closed ? 0 : position.openSeats),
              0,
            ),
          })}
        </p>
      </div>
      {positions.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('positions.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {positions.map((position) => {
            const state = applyState(project, position);
            const job = jobLabel(position.jobCode);
            return (
              <li
                key={position.id}
                className={clsx(
                  'flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center',
                  position.closed && 'opacity-60',
                )}
              >
                <span
                  aria-hidden="true"
                  className="hidden size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200 sm:grid"
                >
                  <Briefcase className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    {job}
                    {position.closed ? (
                      <Badge>{t('positions.closed')}</Badge>
                    ) : position.full ? (
                      <Badge>{t('positions.full')}</Badge>
                    ) : (
                      <Badge tone="pine">{t('positions.seatsLeft', { count: position.openSeats })}</Badge>
                    )}
                  </h3>
                  <p className="text-sm text-stone-600">
                    {t('positions.meta', {
                      level: skillLabel(position.skillLevel),
                      filled: position.filled,
                      headcount: position.headcount,
                    })}
                  </p>
                  {position.description && (
                    <p className="mt-1 text-sm text-stone-700">{position.description}</p>
                  )}
                  {holders(position.id).length > 0 && (
                    <p className="mt-1 text-sm text-stone-500">
                      {t('positions.heldBy', { names: holders(position.id).join(', ') })}
                    </p>
                  )}
                </div>
                <div className="shrink-0">
                  {state.kind === 'open' && (
                    <Button
                      aria-label={t('positions.applyFor', { job })}
                      onPress={() =>
                        project.viewer.loggedIn ? setApplyTo({ position, draftId: null }) : openLogin(true)
                      }
                    >
                      {t('positions.apply')}
                    </Button>
                  )}
                  {state.kind === 'draft' && (
                    <Button
                      variant="secondary"
                      aria-label={t('positions.continueFor', { job })}
                      onPress={() => setApplyTo({ position, draftId: state.draftId })}
                    >
                      <FileEdit aria-hidden="true" className="size-4" />
                      {t('positions.continue')}
                    </Button>
                  )}
                  {state.kind === 'inReview' && (
                    <Link
                      to="/projects/mine/applications"
                      className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-200 hover:bg-indigo-100"
                    >
                      <Clock3 aria-hidden="true" className="size-4" />
                      {t('positions.inReview')}
                    </Link>
                  )}
                  {state.kind === 'notRecruiting' && (
                    <span className="text-sm text-stone-500">{t('positions.notRecruiting')}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {project.questions.length > 0 && (
        <div className="mt-5 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200/70">
          <p className="text-sm font-semibold text-stone-800">{t('positions.questionsTitle')}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
            {project.questions.map((question, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions are plain strings in a fixed order
              <li key={index}>{question}</li>
            ))}
          </ol>
        </div>
      )}
      {applyTo && (
        <ApplyDialog
          isOpen
          onOpenChange={(open) => !open && setApplyTo(null)}
          projectNo={project.no}
          projectName={project.name}
          questions={project.questions}
          position={applyTo.position}
          draftId={applyTo.draftId}
        />
      )}
    </section>
  );
}
