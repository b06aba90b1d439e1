import type { TIdeaReport } from '@sidecamp/domain';
import { projectDraftFromReport } from '@sidecamp/domain/core';
import { useMutation } from '@tanstack/react-query';
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';

/**
 * "Build a project" from a report: first the projects on Sidecamp that are close to the idea (joining
 * one may be the faster way), then a draft project with the report's roles as open positions and its
 * first-version features as goals, which the person reviews and publishes from the project page.
 */
export function BuildProject({ report }: { report: TIdeaReport }) {
  const { t } = useTranslation('blueprint');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const similar = report.competitors.filter((competitor) => competitor.kind === 'project');
  const draft = useMutation({
    mutationFn: async () => {
      const plan = projectDraftFromReport(report);
      const project = await apiRequest('/projects', {
        method: 'POST',
        body: {
          name: plan.name,
          summary: plan.summary,
          description: plan.description,
          positions: plan.positions,
        },
        schema: 'ZProjectDetail',
      });
      for (const goal of plan.goals) {
        await apiRequest(`/projects/${project.no}/goals`, { method: 'POST', body: goal, schema: 'ZGoal' });
      }
      return project.no;
    },
    onSuccess: (no) => void navigate(`/projects/${no}`),
  });
  const failure = draft.error instanceof ApiError ? errorMessage(draft.error, tCommon) : null;

  return (
    <div className="space-y-4">
      {similar.length > 0 && (
        <div>
          <p className="text-sm text-stone-700">{t('build.similarFirst')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {similar.map((project) => (
              <li key={project.path}>
                <Link
                  to={project.path}
                  className="inline-flex rounded-full bg-pine-50 px-3 py-1 text-sm font-medium text-pine-800 ring-1 ring-pine-200 hover:bg-pine-100"
                >
                  {project.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-stone-700">{t('build.draftExplained')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button onPress={() => draft.mutate()} isDisabled={draft.isPending}>
        <Hammer aria-hidden="true" className="size-4" />
        {draft.isPending ? t('build.drafting') : t('build.draft')}
      </Button>
    </div>
  );
}
