import type { TProjectDetail } from '@sidecamp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { EyeOff, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

/**
 * A draft (stage Temp) is its leader's alone. The banner says so and offers the three ways on:
 * keep editing, publish (the server lists anything still missing), or discard.
 */
export function DraftBanner({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const publish = useApiMutation({
    mutationFn: () => projectApi.publish(project.no),
    invalidate: [projectKeys.detail(project.no), ['projects', 'hub'], ['projects', 'mine']],
    toastErrors: false,
    success: t('draft.published'),
  });
  const discard = useApiMutation({
    mutationFn: () => projectApi.discardDraft(project.no),
    success: t('draft.discarded'),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(project.no) });
      navigate('/projects/mine', { replace: true });
    },
  });
  const missing = publish.error instanceof ApiError ? publish.error.fields : [];

  return (
    <section
      aria-labelledby="draft-title"
      className="rounded-2xl border border-orange-200 bg-orange-50 p-5 text-orange-950 sm:p-6"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3">
          <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
          <div>
            <h2 id="draft-title" className="font-semibold">
              {t('draft.title')}
            </h2>
            <p className="text-sm text-orange-900">{t('draft.body')}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/projects/${project.no}/edit`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            {t('draft.edit')}
          </ButtonLink>
          <Button variant="secondary" onPress={() => setConfirmDiscard(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('draft.discard')}
          </Button>
          <Button onPress={() => publish.mutate()} isDisabled={publish.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {t('draft.publish')}
          </Button>
        </div>
      </div>
      {publish.error instanceof ApiError && (
        <div role="alert" className="mt-4 rounded-xl bg-white/70 p-4 text-sm ring-1 ring-orange-200">
          <p className="font-semibold">
            {missing.length > 0 ? t('draft.missingTitle') : publish.error.message}
          </p>
          {missing.length > 0 && (
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
              {missing.map((issue) => (
                <li key={issue.field}>{issue.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('draft.discardTitle')}
        confirmLabel={t('draft.discardConfirm')}
        isPending={discard.isPending}
        onConfirm={() => discard.mutateAsync()}
      >
        <p>{t('draft.discardBody', { name: project.name })}</p>
      </ConfirmDialog>
    </section>
  );
}
