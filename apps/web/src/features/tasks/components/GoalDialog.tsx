import type { TGoal, TPersonSummary } from '@sidecamp/domain';
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

type Draft = { title: string; description: string; startDate: string; dueDate: string; ownerNo: string };

const draftOf = (goal: TGoal | null, ownerNo: number | null): Draft => ({
  title: goal?.title ?? '',
  description: goal?.description ?? '',
  startDate: goal?.startDate ?? '',
  dueDate: goal?.dueDate ?? '',
  ownerNo: goal?.owner ? String(goal.owner.no) : ownerNo ? String(ownerNo) : '',
});

/** Create or edit a goal (milestone) with its dates and owner. */
export function GoalDialog({
  projectNo,
  goal,
  members,
  viewerNo,
  isOpen,
  onClose,
  onSaved,
}: {
  projectNo: number;
  goal: TGoal | null;
  members: readonly TPersonSummary[];
  viewerNo: number | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const [draft, setDraft] = useState<Draft>(() => draftOf(goal, viewerNo));
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only, on purpose
  useEffect(() => {
    if (!isOpen) return;
    setDraft(draftOf(goal, viewerNo));
    setError(null);
  }, [isOpen]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const fields = {
      title: draft.title,
      description: draft.description,
      startDate: draft.startDate || null,
      dueDate: draft.dueDate || null,
      ...(draft.ownerNo ? { ownerNo: Number(draft.ownerNo) } : {}),
    };
    try {
      if (goal) await workspaceApi.updateGoal(projectNo, goal.id, fields);
      else await workspaceApi.createGoal(projectNo, fields);
      onSaved();
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught);
      else throw caught;
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={goal ? t('goals.editTitle') : t('goals.createTitle')}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {error && !error.fields.length && <FormAlert>{errorMessage(error, tCommon)}</FormAlert>}
        <TextField
          label={t('goals.title')}
          value={draft.title}
          onChange={(value) => set('title', value)}
          error={error?.fieldMessage('title')}
          autoFocus
          isRequired
        />
        <TextField
          label={t('goals.description')}
          value={draft.description}
          onChange={(value) => set('description', value)}
          error={error?.fieldMessage('description')}
          multiline
          rows={3}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <DateField
            label={t('goals.startDate')}
            value={draft.startDate}
            onChange={(value) => set('startDate', value)}
            error={error?.fieldMessage('startDate')}
          />
          <DateField
            label={t('goals.dueDate')}
            value={draft.dueDate}
            onChange={(value) => set('dueDate', value)}
            error={error?.fieldMessage('dueDate')}
          />
          <SelectField
            label={t('goals.owner')}
            value={draft.ownerNo}
            onChange={(value) => set('ownerNo', value)}
            options={members.map((member) => ({ value: String(member.no), label: member.nickname }))}
            error={error?.fieldMessage('ownerNo')}
          />
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" isDisabled={pending}>
            {goal ? t('dialog.save') : t('goals.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
