import type { TPosition } from '@sidecamp/domain';
import { APPLICATION_ANSWER_MAX, unansweredQuestions } from '@sidecamp/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  projectNo: number;
  projectName: string;
  questions: readonly string[];
  position: TPosition;
  /** The viewer's draft for this position, continued instead of starting over. */
  draftId: number | null;
};

/**
 * Applying to a position: one answer per question of the leader. "Save as draft" keeps it private
 * (the leader never sees drafts); "Send application" needs every answer, checked here with the
 * same rule the server uses.
 */
export function ApplyDialog({
  isOpen,
  onOpenChange,
  projectNo,
  projectName,
  questions,
  position,
  draftId,
}: Props) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const draft = useQuery({
    queryKey: projectKeys.application(draftId ?? 0),
    queryFn: ({ signal }) => projectApi.application(draftId ?? 0, signal),
    enabled: isOpen && draftId !== null,
  });
  useEffect(() => {
    if (draft.data) setAnswers(questions.map((_, index) => draft.data.answers[index]?.answer ?? ''));
  }, [draft.data, questions]);

  const save = useMutation({
    mutationFn: async (submit: boolean) => {
      const trimmed = answers.map((answer) => answer.trim());
      if (draftId === null) return projectApi.apply(projectNo, position.id, trimmed, submit);
      const saved = await projectApi.saveDraft(draftId, trimmed);
      return submit ? projectApi.applicationAction(draftId, 'submit') : saved;
    },
    onSuccess: async (_application, submit) => {
      toast.success(submit ? t('apply.sent') : t('apply.saved'), submit ? t('apply.sentBody') : undefined);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectNo) });
      await queryClient.invalidateQueries({ queryKey: ['projects', 'myApplications'] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fromServer: Record<number, string> = {};
      for (const issue of error.fields) {
        const match = /^answers\.(\d+)$/.exec(issue.field);
        if (match) fromServer[Number(match[1])] = issue.message;
      }
      setErrors(fromServer);
      setFormError(Object.keys(fromServer).length > 0 ? null : errorMessage(error, tCommon));
    },
  });

  const send = (submit: boolean) => {
    setFormError(null);
    if (submit) {
      const missing: Record<number, string> = {};
      for (const issue of unansweredQuestions(questions, answers)) {
        const index = Number(issue.field.split('.')[1]);
        if (Number.isInteger(index)) missing[index] = t('apply.answerRequired');
      }
      setErrors(missing);
      if (Object.keys(missing).length > 0) return;
    } else {
      setErrors({});
    }
    save.mutate(submit);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(true);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('apply.title', { job: jobLabel(position.jobCode) })}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      <p className="-mt-3 mb-5 text-sm text-stone-600">
        {t('apply.subtitle', { project: projectName, level: skillLabel(position.skillLevel) })}
      </p>
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        {draftId !== null && draft.isPending ? (
          <div className="h-32 animate-pulse rounded-xl bg-stone-100" />
        ) : questions.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">
            {t('apply.noQuestions')}
          </p>
        ) : (
          questions.map((question, index) => (
            <TextField
              // Questions are plain text and may repeat, so their place is the stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open
              key={index}
              label={question}
              multiline
              rows={3}
              maxLength={APPLICATION_ANSWER_MAX}
              value={answers[index] ?? ''}
              onChange={(value) =>
                setAnswers((current) => current.map((answer, at) => (at === index ? value : answer)))
              }
              error={errors[index]}
            />
          ))
        )}
        {formError && (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-3.5 text-sm text-amber-950 ring-1 ring-amber-200"
          >
            {formError}
          </p>
        )}
        <p className="text-sm text-stone-500">{t('apply.draftHint')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" isDisabled={save.isPending} onPress={() => send(false)}>
            {t('apply.saveDraft')}
          </Button>
          <Button type="submit" isDisabled={save.isPending}>
            {save.isPending ? t('apply.sending') : t('apply.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
