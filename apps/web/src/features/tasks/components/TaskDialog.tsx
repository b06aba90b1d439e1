import type { TaskStageCode, TGoal, TPersonSummary, TTask } from '@sidecamp/domain';
import { TASK_STAGES } from '@sidecamp/domain/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { workspaceApi } from '../api/workspaceApi';
import { DateField } from './DateField';

type Draft = {
  title: string;
  description: string;
  assigneeNo: string;
  dueDate: string;
  goalId: string;
  stage: TaskStageCode;
};

const draftOf = (task: TTask | null, stage: TaskStageCode): Draft => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  assigneeNo: task?.assignee ? String(task.assignee.no) : '',
  dueDate: task?.dueDate ?? '',
  goalId: task?.goalId === null || task?.goalId === undefined ? '' : String(task.goalId),
  stage: task?.stage ?? stage,
});

/**
 * Create or edit a task. An edit carries the version it was opened with: when someone changed the
 * task meanwhile, the server refuses, the dialog says so and shows the current task to redo the
 * change on, instead of overwriting theirs.
 */
export function TaskDialog({
  projectNo,
  task,
  initialStage,
  goals,
  members,
  isOpen,
  onClose,
  onSaved,
}: {
  projectNo: number;
  /** null to create. */
  task: TTask | null;
  initialStage: TaskStageCode;
  goals: readonly TGoal[];
  members: readonly TPersonSummary[];
  isOpen: boolean;
  onClose: () => void;
  onSaved: (task: TTask) => void;
}) {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const [base, setBase] = useState<TTask | null>(task);
  const [draft, setDraft] = useState<Draft>(() => draftOf(task, initialStage));
  const [error, setError] = useState<ApiError | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Only when the dialog opens: a realtime update to the task must not rewrite what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only, on purpose
  useEffect(() => {
    if (!isOpen) return;
    setBase(task);
    setDraft(draftOf(task, initialStage));
    setError(null);
    setConflict(null);
  }, [isOpen]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const fieldError = (field: string) => error?.fieldMessage(field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const fields = {
      title: draft.title,
      description: draft.description,
      assigneeNo: draft.assigneeNo ? Number(draft.assigneeNo) : null,
      dueDate: draft.dueDate || null,
      goalId: draft.goalId ? Number(draft.goalId) : null,
    };
    try {
      const saved = base
        ? await workspaceApi.updateTask(projectNo, base.id, { version: base.version, ...fields })
        : await workspaceApi.createTask(projectNo, { ...fields, stage: draft.stage });
      setConflict(null);
      onSaved(saved);
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'TASK_VERSION_CONFLICT' && base) {
        const current = await workspaceApi.task(projectNo, base.id).catch(() => null);
        if (current) {
          setBase(current);
          setDraft(draftOf(current, current.stage));
          onSaved(current);
        }
        setConflict(errorMessage(caught, tCommon));
      } else if (caught instanceof ApiError) setError(caught);
      else throw caught;
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={base ? t('dialog.editTitle') : t('dialog.createTitle')}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {conflict && (
          <FormAlert>
            <p className="font-semibold">{t('dialog.conflictTitle')}</p>
            <p>{conflict}</p>
          </FormAlert>
        )}
        {error && !error.fields.length && <FormAlert>{errorMessage(error, tCommon)}</FormAlert>}
        <TextField
          label={t('dialog.title')}
          value={draft.title}
          onChange={(value) => set('title', value)}
          error={fieldError('title')}
          autoFocus
          isRequired
        />
        <TextField
          label={t('dialog.description')}
          value={draft.description}
          onChange={(value) => set('description', value)}
          error={fieldError('description')}
          multiline
          rows={3}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t('dialog.assignee')}
            value={draft.assigneeNo}
            onChange={(value) => set('assigneeNo', value)}
            placeholder={t('card.unassigned')}
            options={members.map((member) => ({ value: String(member.no), label: member.nickname }))}
            error={fieldError('assigneeNo')}
          />
          <DateField
            label={t('dialog.dueDate')}
            value={draft.dueDate}
            onChange={(value) => set('dueDate', value)}
            error={fieldError('dueDate')}
          />
          <SelectField
            label={t('dialog.goal')}
            value={draft.goalId}
            onChange={(value) => set('goalId', value)}
            placeholder={t('list.noGoal')}
            options={goals.map((goal) => ({ value: String(goal.id), label: goal.title }))}
            error={fieldError('goalId')}
          />
          {base ? (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-stone-800">{t('dialog.stage')}</span>
              <span className="flex h-11 items-center text-[15px] text-stone-700">
                {TASK_STAGES.label(base.stage)}
              </span>
            </div>
          ) : (
            <SelectField
              label={t('dialog.stage')}
              value={draft.stage}
              onChange={(value) => set('stage', value as TaskStageCode)}
              options={TASK_STAGES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
              error={fieldError('stage')}
            />
          )}
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" isDisabled={pending}>
            {base ? t('dialog.save') : t('dialog.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
