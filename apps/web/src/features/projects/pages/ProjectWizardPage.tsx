import {
  MEETING_MODES,
  type MeetingModeCode,
  missingForPublish,
  PLATFORMS,
  PROJECT_CATEGORY_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_SUMMARY_MAX,
  REGIONS,
  regionsForMeetingMode,
  type TProjectDetail,
  WORK_STYLES,
  ZProjectCreate,
  ZProjectUpdate,
} from '@sidecamp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CheckCircle2, Circle, FolderX, LogIn, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { CheckboxField } from '../../../ui/CheckboxField';
import { codeLabel, jobLabel, skillLabel } from '../../../ui/codeLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { LinksEditor } from '../components/LinksEditor';
import { LogoField } from '../components/LogoField';
import { PositionManager } from '../components/PositionManager';
import { QuestionsEditor } from '../components/QuestionsEditor';
import { TechStackInput } from '../components/TechStackInput';
import { WizardStepper } from '../components/WizardStepper';
import { useProject } from '../hooks/useProject';
import {
  createPayload,
  EMPTY_WIZARD_FORM,
  formFromProject,
  issuesByField,
  isWizardStep,
  stepPayload,
  WIZARD_STEPS,
  type WizardForm,
  type WizardStep,
} from '../wizardForm';
import { projectNoOf } from './ProjectViewPage';

const options = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => ({ value: entry.code, label: entry.label }));

function StepCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="step-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id="step-title" className="text-xl font-semibold tracking-tight text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}

/** A step with fields is a form (Enter saves and continues); the others are plain containers. */
function Step({
  hasFields,
  onSubmit,
  className,
  children,
}: {
  hasFields: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return hasFields ? (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
    </form>
  ) : (
    <div className={className}>{children}</div>
  );
}

/** The steps themselves, once it is known whether a draft exists. */
function Wizard({ project }: { project: TProjectDetail | null }) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<WizardForm>(() =>
    project ? formFromProject(project) : EMPTY_WIZARD_FORM,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const requested = searchParams.get('step');
  const step: WizardStep = project && isWizardStep(requested) ? requested : 'basics';
  const stepIndex = WIZARD_STEPS.indexOf(step);
  const isDraft = project === null || project.stage === '99';
  const set = (patch: Partial<WizardForm>) => setForm((current) => ({ ...current, ...patch }));

  const goTo = (next: WizardStep, no: number) => {
    setErrors({});
    setBanner(null);
    const params = new URLSearchParams({ step: next });
    if (project) setSearchParams(params);
    else navigate(`/projects/${no}/edit?${params.toString()}`, { replace: true });
    window.scrollTo({ top: 0 });
  };

  /** Saves the current step; the number of the (maybe new) project, or null when something was refused. */
  const save = async (): Promise<number | null> => {
    const payload = project ? stepPayload(step, form) : createPayload(form);
    if (Object.keys(payload).length === 0 && project) return project.no;
    const checked = (project ? ZProjectUpdate : ZProjectCreate).safeParse(payload);
    if (!checked.success) {
      setErrors(
        issuesByField(
          checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        ),
      );
      setBanner(t('wizard.fixFields'));
      return null;
    }
    setSaving(true);
    try {
      const saved = project
        ? await projectApi.update(project.no, payload)
        : await projectApi.create(createPayload(form));
      await queryClient.invalidateQueries({ queryKey: projectKeys.detail(saved.no) });
      void queryClient.invalidateQueries({ queryKey: ['projects', 'mine'] });
      if (!project) toast.success(t('wizard.draftCreated'));
      return saved.no;
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(
          issuesByField(error.fields.map((issue) => ({ path: issue.field, message: issue.message }))),
        );
        setBanner(errorMessage(error, tCommon));
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  const next = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const no = await save();
    const following = WIZARD_STEPS[stepIndex + 1];
    if (no !== null && following) goTo(following, no);
  };
  const jump = async (target: WizardStep) => {
    const no = await save();
    if (no !== null) goTo(target, no);
  };
  const publish = async () => {
    if (!project) return;
    setSaving(true);
    try {
      await projectApi.publish(project.no);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      toast.success(t('draft.published'));
      navigate(`/projects/${project.no}`);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(
          issuesByField(error.fields.map((issue) => ({ path: issue.field, message: issue.message }))),
        );
        setBanner(
          error.fields.length > 0
            ? t('wizard.publishMissing', { fields: error.fields.map((issue) => issue.message).join(' ') })
            : errorMessage(error, tCommon),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  const meetingMode = MEETING_MODES.isCode(form.meetingMode) ? (form.meetingMode as MeetingModeCode) : null;
  const regionCodes = meetingMode ? regionsForMeetingMode(meetingMode) : REGIONS.codes;
  const missing = missingForPublish({
    name: form.name,
    summary: form.summary,
    description: form.description,
    platforms: form.platforms,
    workStyle: form.workStyle || null,
    meetingMode: form.meetingMode || null,
    region: form.region || null,
  });
  const openPositions = project?.positions.filter((position) => !position.closed) ?? [];

  return (
    <div className="space-y-6">
      <WizardStepper current={step} canJump={project !== null} onJump={(target) => void jump(target)} />
      {banner && (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          {banner}
        </div>
      )}
      {/* Positions save themselves in forms of their own, and forms must not nest. */}
      <Step
        hasFields={step !== 'positions' && step !== 'review'}
        onSubmit={(event) => void next(event)}
        className="space-y-6"
      >
        {step === 'basics' && (
          <StepCard title={t('wizard.steps.basics')} description={t('wizard.basicsBody')}>
            <TextField
              label={t('wizard.name')}
              value={form.name}
              onChange={(name) => set({ name })}
              maxLength={PROJECT_NAME_MAX}
              isRequired
              error={errors.name}
            />
            <TextField
              label={t('wizard.summary')}
              description={t('wizard.summaryHint', { max: PROJECT_SUMMARY_MAX })}
              value={form.summary}
              onChange={(summary) => set({ summary })}
              maxLength={PROJECT_SUMMARY_MAX}
              error={errors.summary}
            />
            <TextField
              label={t('wizard.description')}
              description={t('wizard.descriptionHint')}
              value={form.description}
              onChange={(description) => set({ description })}
              multiline
              rows={8}
              maxLength={PROJECT_DESCRIPTION_MAX}
              error={errors.description}
            />
            <LogoField value={form.logo} name={form.name} onChange={(logo) => set({ logo })} />
          </StepCard>
        )}

        {step === 'details' && (
          <StepCard title={t('wizard.steps.details')} description={t('wizard.detailsBody')}>
            <fieldset>
              <legend className="text-sm font-medium text-stone-800">{t('wizard.platforms')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {PLATFORMS.entries.map((platform) => (
                  <CheckboxField
                    key={platform.code}
                    label={platform.label}
                    isSelected={form.platforms.includes(platform.code)}
                    onChange={(on) =>
                      set({
                        platforms: on
                          ? PLATFORMS.codes.filter(
                              (code) => code === platform.code || form.platforms.includes(code),
                            )
                          : form.platforms.filter((code) => code !== platform.code),
                      })
                    }
                  />
                ))}
              </div>
              {errors.platforms && (
                <p className="mt-1.5 text-sm font-medium text-red-700">{errors.platforms}</p>
              )}
            </fieldset>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
              <SelectField
                compact
                label={t('wizard.workStyle')}
                placeholder={t('wizard.choose')}
                value={form.workStyle}
                options={options(WORK_STYLES)}
                onChange={(workStyle) => set({ workStyle })}
                error={errors.workStyle}
              />
              <SelectField
                compact
                label={t('wizard.meetingMode')}
                placeholder={t('wizard.choose')}
                value={form.meetingMode}
                options={options(MEETING_MODES)}
                onChange={(value) => {
                  const mode = MEETING_MODES.isCode(value) ? value : null;
                  const allowed = mode ? regionsForMeetingMode(mode) : REGIONS.codes;
                  // Online only has one region ("not relevant"), so it is chosen for the leader.
                  const region =
                    allowed.length === 1
                      ? (allowed[0] ?? '')
                      : allowed.some((code) => code === form.region)
                        ? form.region
                        : '';
                  set({ meetingMode: value, region });
                }}
                error={errors.meetingMode}
              />
              <SelectField
                compact
                label={t('wizard.region')}
                placeholder={t('wizard.choose')}
                value={form.region}
                options={regionCodes.map((code) => ({ value: code, label: REGIONS.label(code) }))}
                description={meetingMode ? t(`wizard.regionHint.${meetingMode}`) : t('wizard.regionHintNone')}
                onChange={(region) => set({ region })}
                error={errors.region}
              />
            </div>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <TextField
                label={t('wizard.serviceCategory')}
                placeholder={t('wizard.serviceCategoryPlaceholder')}
                value={form.serviceCategory}
                maxLength={PROJECT_CATEGORY_MAX}
                onChange={(serviceCategory) => set({ serviceCategory })}
                error={errors.serviceCategory}
              />
              <TextField
                label={t('wizard.industry')}
                placeholder={t('wizard.industryPlaceholder')}
                value={form.industry}
                maxLength={PROJECT_CATEGORY_MAX}
                onChange={(industry) => set({ industry })}
                error={errors.industry}
              />
            </div>
            <TechStackInput
              value={form.techStacks}
              onChange={(techStacks) => set({ techStacks })}
              error={errors.techStacks}
            />
            <LinksEditor value={form.links} onChange={(links) => set({ links })} errors={errors} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="wizard-deadline" className="text-sm font-medium text-stone-800">
                {t('wizard.deadline')}
              </label>
              <input
                id="wizard-deadline"
                type="date"
                value={form.recruitingDeadline}
                onChange={(event) => set({ recruitingDeadline: event.target.value })}
                aria-describedby="wizard-deadline-hint"
                aria-invalid={errors.recruitingDeadline ? true : undefined}
                className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 sm:w-64"
              />
              <p
                id="wizard-deadline-hint"
                className={
                  errors.recruitingDeadline ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'
                }
              >
                {errors.recruitingDeadline ?? t('wizard.deadlineHint')}
              </p>
            </div>
          </StepCard>
        )}

        {step === 'positions' && project && (
          <StepCard title={t('wizard.steps.positions')} description={t('wizard.positionsBody')}>
            <PositionManager projectNo={project.no} positions={project.positions} />
          </StepCard>
        )}

        {step === 'questions' && (
          <StepCard title={t('wizard.steps.questions')} description={t('wizard.questionsBody')}>
            <QuestionsEditor
              value={form.questions}
              onChange={(questions) => set({ questions })}
              errors={errors}
            />
          </StepCard>
        )}

        {step === 'review' && project && (
          <StepCard
            title={t('wizard.steps.review')}
            description={isDraft ? t('wizard.reviewDraftBody') : t('wizard.reviewPublishedBody')}
          >
            <ul className="space-y-2" aria-label={t('wizard.checklist')}>
              {[
                { done: form.name.trim() !== '', label: t('wizard.check.name') },
                { done: form.summary.trim() !== '', label: t('wizard.check.summary') },
                { done: form.description.trim() !== '', label: t('wizard.check.description') },
                { done: form.platforms.length > 0, label: t('wizard.check.platforms') },
                { done: form.workStyle !== '', label: t('wizard.check.workStyle') },
                { done: form.meetingMode !== '' && form.region !== '', label: t('wizard.check.meeting') },
                { done: openPositions.length > 0, label: t('wizard.check.positions'), optional: true },
              ].map((item) => (
                <li key={item.label} className="flex items-center gap-2.5 text-[15px]">
                  {item.done ? (
                    <CheckCircle2 aria-hidden="true" className="size-5 text-pine-600" />
                  ) : (
                    <Circle aria-hidden="true" className="size-5 text-stone-300" />
                  )}
                  <span className={item.done ? 'text-stone-800' : 'text-stone-500'}>
                    {item.label}
                    {item.optional && !item.done && ` ${t('wizard.check.recommended')}`}
                  </span>
                  <span className="sr-only">
                    {item.done ? t('wizard.check.done') : t('wizard.check.missing')}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-stone-500">{t('wizard.name')}</dt>
              <dd className="font-medium text-stone-900">{form.name}</dd>
              <dt className="text-stone-500">{t('wizard.platforms')}</dt>
              <dd className="text-stone-900">
                {form.platforms.map((code) => codeLabel(PLATFORMS, code)).join(', ') || '—'}
              </dd>
              <dt className="text-stone-500">{t('wizard.meetingMode')}</dt>
              <dd className="text-stone-900">
                {[codeLabel(MEETING_MODES, form.meetingMode), codeLabel(REGIONS, form.region)]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </dd>
              <dt className="text-stone-500">{t('wizard.steps.positions')}</dt>
              <dd className="text-stone-900">
                {openPositions.length > 0
                  ? openPositions
                      .map((position) =>
                        t('wizard.positionSummary', {
                          job: jobLabel(position.jobCode),
                          level: skillLabel(position.skillLevel),
                          count: position.headcount,
                        }),
                      )
                      .join('; ')
                  : '—'}
              </dd>
              <dt className="text-stone-500">{t('wizard.steps.questions')}</dt>
              <dd className="text-stone-900">
                {t('wizard.questionCount', { count: form.questions.filter((q) => q.trim()).length })}
              </dd>
            </dl>
            {isDraft && missing.length > 0 && (
              <p className="text-sm text-stone-600">{t('wizard.publishNeeds', { count: missing.length })}</p>
            )}
          </StepCard>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {stepIndex > 0 && project && (
              <Button
                variant="ghost"
                isDisabled={saving}
                onPress={() => void jump(WIZARD_STEPS[stepIndex - 1] ?? 'basics')}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('wizard.back')}
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {step === 'review' && project ? (
              isDraft ? (
                <>
                  <ButtonLink to={`/projects/${project.no}`} variant="secondary">
                    {t('wizard.keepDraft')}
                  </ButtonLink>
                  <Button onPress={() => void publish()} isDisabled={saving}>
                    <Send aria-hidden="true" className="size-4" />
                    {t('wizard.publish')}
                  </Button>
                </>
              ) : (
                <ButtonLink to={`/projects/${project.no}`}>{t('wizard.viewProject')}</ButtonLink>
              )
            ) : (
              <Button
                type={step === 'positions' ? 'button' : 'submit'}
                onPress={step === 'positions' ? () => void next() : undefined}
                isDisabled={saving}
              >
                {saving ? t('wizard.saving') : project ? t('wizard.saveContinue') : t('wizard.createDraft')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </div>
      </Step>
    </div>
  );
}

/** Create (`/projects/new`) or edit (`/projects/:no/edit`) a project, step by step. */
export function ProjectWizardPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const { projectNo: param } = useParams();
  const isNew = param === undefined;
  const no = isNew ? null : projectNoOf(param);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const project = useProject(loggedIn ? no : null);
  const header = (
    <PageHeader
      camp="make"
      eyebrow={tCommon('camps.make.name')}
      title={
        isNew ? t('wizard.newTitle') : t('wizard.editTitle', { name: project.data?.name ?? `#${param}` })
      }
      description={isNew ? t('wizard.newBody') : undefined}
    />
  );
  const back = (
    <Link
      to={isNew ? '/projects' : `/projects/${param}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {isNew ? t('view.back') : t('wizard.backToProject')}
    </Link>
  );

  if (!loggedIn) {
    return (
      <PageStack>
        {header}
        <EmptyState
          camp="make"
          icon={LogIn}
          title={t('wizard.loginTitle')}
          description={t('wizard.loginBody')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      </PageStack>
    );
  }
  if (!isNew) {
    const notFound = no === null || (project.error instanceof ApiError && project.error.status === 404);
    if (notFound || (project.data && !project.data.viewer.canManage)) {
      return (
        <PageStack>
          {back}
          {header}
          <EmptyState
            camp="make"
            icon={FolderX}
            title={notFound ? t('view.notFound.title') : t('wizard.notLeaderTitle')}
            description={notFound ? t('view.notFound.body') : t('wizard.notLeaderBody')}
          />
        </PageStack>
      );
    }
    if (project.isPending) return <PageSkeleton label={t('view.loading')} />;
    if (project.isError)
      return (
        <PageStack>
          {header}
          <QueryError
            error={project.error}
            title={t('view.loadError')}
            onRetry={() => void project.refetch()}
          />
        </PageStack>
      );
  }
  return (
    <PageStack>
      {back}
      {header}
      <Wizard key={project.data?.no ?? 'new'} project={project.data ?? null} />
    </PageStack>
  );
}
