import { BOOTH_LINKS_MAX } from '@sidecamp/domain/core';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Rocket, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { isExplainedByFields, serverFieldErrors } from '../../../app/api/fieldErrors';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';
import {
  BOOTH_FORM_FIELDS,
  type BoothForm,
  boothCreateInput,
  boothFormOf,
  boothUpdateInput,
  emptyBoothForm,
  keptLinkIndexes,
} from '../boothForm';
import { boothIdOf } from '../boothId';
import { BoothFormFields } from '../components/booth/BoothFormFields';
import { ProjectSourcePicker } from '../components/booth/ProjectSourcePicker';
import { ScreenshotsField } from '../components/booth/ScreenshotsField';
import { useBooth } from '../hooks/booth/useBooth';

const LINK_FIELDS = Array.from({ length: BOOTH_LINKS_MAX }, (_, index) => `links.${index}` as const);
const ERROR_FIELDS = [...BOOTH_FORM_FIELDS, ...LINK_FIELDS];

/** Launch a booth (/booths/launch) or edit one (/booths/:boothId/edit) with the same form. */
export function BoothLaunchPage() {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const { boothId: param } = useParams();
  const editing = param !== undefined;
  const id = boothIdOf(param);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const booth = useBooth(loggedIn && editing ? id : null);
  const title = editing ? t('form.editTitle') : t('form.launchTitle');

  const header = (
    <div className="space-y-4">
      <Link
        to={editing && id !== null ? `/booths/${id}` : '/booths'}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {editing ? t('form.backToBooth') : t('view.back')}
      </Link>
      <PageHeader
        camp="launch"
        eyebrow={tCommon('camps.launch.name')}
        title={title}
        description={editing ? undefined : t('form.launchBody')}
      />
    </div>
  );

  if (!loggedIn) {
    return (
      <PageStack>
        {header}
        <EmptyState
          camp="launch"
          icon={Rocket}
          title={t('form.loginTitle')}
          description={t('form.loginBody')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      </PageStack>
    );
  }
  if (!editing) {
    return (
      <PageStack>
        {header}
        <BoothEditor initial={emptyBoothForm()} boothId={null} />
      </PageStack>
    );
  }
  const notFound =
    id === null ||
    (booth.isError && booth.error instanceof ApiError && booth.error.status === 404) ||
    (booth.isSuccess && !booth.data.viewer.isTeam);
  if (notFound) {
    return (
      <PageStack>
        {header}
        <EmptyState
          camp="launch"
          icon={Store}
          title={t('view.notFound.title')}
          description={t('form.notEditable')}
          actions={<ButtonLink to="/booths">{t('view.back')}</ButtonLink>}
        />
      </PageStack>
    );
  }
  if (booth.isPending) return <PageSkeleton label={t('view.loading')} />;
  if (booth.isError) {
    return (
      <PageStack>
        {header}
        <QueryError error={booth.error} title={t('view.loadError')} onRetry={() => void booth.refetch()} />
      </PageStack>
    );
  }
  return (
    <PageStack>
      {header}
      {/* Keyed by the booth so a newer copy from the server never overwrites what is being typed. */}
      <BoothEditor key={booth.data.id} initial={boothFormOf(booth.data)} boothId={booth.data.id} />
    </PageStack>
  );
}

function BoothEditor({ initial, boothId }: { initial: BoothForm; boothId: number | null }) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const set = (patch: Partial<BoothForm>) => setForm((current) => ({ ...current, ...patch }));
  const save = useApiMutation({
    mutationFn: (value: BoothForm) =>
      boothId === null
        ? boothApi.create(boothCreateInput(value))
        : boothApi.update(boothId, boothUpdateInput(value)),
    invalidate: [boothKeys.lists(), boothKeys.mine()],
    toastErrors: false,
    success: boothId === null ? t('form.created') : t('form.saved'),
    onSuccess: (saved) => {
      queryClient.removeQueries({ queryKey: boothKeys.detail(saved.id) });
      navigate(`/booths/${saved.id}`);
    },
  });

  const errors = serverFieldErrors(save.error, ERROR_FIELDS);
  // The server counts only the links that were sent (empty rows are dropped): map its index back.
  const kept = keptLinkIndexes(form.links);
  const linkErrors: Record<number, string | undefined> = {};
  LINK_FIELDS.forEach((field, sentIndex) => {
    const row = kept[sentIndex];
    if (errors[field] && row !== undefined) linkErrors[row] = errors[field];
  });
  const banner =
    save.error instanceof ApiError && !isExplainedByFields(save.error, ERROR_FIELDS)
      ? errorMessage(save.error, tCommon)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A screenshot still uploading would be missing from what is saved.
    if (uploading || save.isPending) return;
    save.mutate(form);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-3xl space-y-6">
      {boothId === null && (
        <ProjectSourcePicker
          value={form.projectNo}
          onChange={(projectNo) => set({ projectNo })}
          error={errors.projectNo}
        />
      )}
      <BoothFormFields form={form} set={set} errors={errors} linkErrors={linkErrors} />
      <ScreenshotsField
        value={form.screenshots}
        onChange={(screenshots) => set({ screenshots })}
        onBusyChange={setUploading}
        error={errors.screenshots}
      />
      {save.error instanceof ApiError && !banner && <FormAlert>{t('form.fixFields')}</FormAlert>}
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={boothId === null ? '/booths' : `/booths/${boothId}`} variant="secondary">
          {tCommon('actions.cancel')}
        </ButtonLink>
        <Button type="submit" variant="launch" isPending={save.isPending || uploading}>
          {boothId === null ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
