import { type TProjectDetail, ZProjectCreate, ZProjectUpdate } from '@sidecamp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { toast } from '../../../ui/toast';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
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

/**
 * The wizard's state: the form, its field errors and banner, which step is open (in the URL once a
 * draft exists), and the moves that save the current step before going on or publishing.
 */
export function useWizardForm(project: TProjectDetail | null) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<WizardForm>(() =>
    project ? formFromProject(project) : EMPTY_WIZARD_FORM,
  );
  // What the server has (or the empty form for a new project): leaving with anything else asks first.
  const saved = useRef(form);
  const current = useRef(form);
  current.current = form;
  const isDirty = useCallback(() => JSON.stringify(current.current) !== JSON.stringify(saved.current), []);
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
      const stored = project
        ? await projectApi.update(project.no, payload)
        : await projectApi.create(createPayload(form));
      saved.current = form;
      await queryClient.invalidateQueries({ queryKey: projectKeys.detail(stored.no) });
      void queryClient.invalidateQueries({ queryKey: ['projects', 'mine'] });
      if (!project) toast.success(t('wizard.draftCreated'));
      return stored.no;
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
      saved.current = current.current;
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

  return { form, set, errors, banner, saving, step, stepIndex, isDraft, isDirty, next, jump, publish };
}
