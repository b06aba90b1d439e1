import type { TCampaign } from '@sidecamp/domain';
import { CAMPAIGN_TEXT_ANSWER_MAX } from '@sidecamp/domain/core';
import { type FormEvent, useState } from 'react';
import { Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

type Answers = Record<string, string | string[]>;

/** A recipient answers a survey once: a radio per single choice, checkboxes, or a short text. */
export function SurveyForm({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answer = useApiMutation({
    mutationFn: (sent: Answers) => campaignsApi.answer(campaign.id, sent),
    invalidate: [campaignKeys.detail(campaign.id), campaignKeys.lists()],
    success: t('survey.thanks'),
    toastErrors: false,
    onSuccess: () => setErrors({}),
  });
  const serverErrors: Record<string, string> = {};
  if (answer.error instanceof ApiError)
    for (const issue of answer.error.fields)
      serverErrors[issue.field.replace(/^answers\./, '')] ??= issue.message;
  const shown = { ...serverErrors, ...errors };
  const refusal = answer.error instanceof ApiError && answer.error.fields.length === 0 ? answer.error : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const question of campaign.questions) {
      const value = answers[question.id];
      if (value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === ''))
        missing[question.id] = t('survey.answerThis');
    }
    setErrors(missing);
    if (Object.keys(missing).length === 0) answer.mutate(answers);
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-6" aria-label={t('survey.label')}>
      {campaign.questions.map((question, index) => {
        const error = shown[question.id];
        const label = `${index + 1}. ${question.prompt}`;
        if (question.kind === 'text')
          return (
            <TextField
              key={question.id}
              label={label}
              multiline
              rows={3}
              maxLength={CAMPAIGN_TEXT_ANSWER_MAX}
              value={typeof answers[question.id] === 'string' ? (answers[question.id] as string) : ''}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              error={error}
            />
          );
        if (question.kind === 'single')
          return (
            <RadioGroup
              key={question.id}
              value={typeof answers[question.id] === 'string' ? (answers[question.id] as string) : null}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              isInvalid={Boolean(error)}
              className="flex flex-col gap-2"
            >
              <Label className="text-sm font-semibold text-stone-900">{label}</Label>
              {question.options.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  className={({ isFocusVisible }) =>
                    `flex cursor-pointer items-center gap-2.5 text-sm text-stone-800 ${isFocusVisible ? 'rounded outline-2 outline-offset-2 outline-pine-600' : ''}`
                  }
                >
                  {({ isSelected }) => (
                    <>
                      <span
                        aria-hidden="true"
                        className={`grid size-4 shrink-0 place-items-center rounded-full border-2 ${isSelected ? 'border-pine-700' : 'border-stone-400'}`}
                      >
                        {isSelected && <span className="size-2 rounded-full bg-pine-700" />}
                      </span>
                      {option}
                    </>
                  )}
                </Radio>
              ))}
              {error && (
                <Text slot="errorMessage" className="text-sm font-medium text-red-700">
                  {error}
                </Text>
              )}
            </RadioGroup>
          );
        const picked = Array.isArray(answers[question.id]) ? (answers[question.id] as string[]) : [];
        return (
          <fieldset key={question.id} className="space-y-2" aria-invalid={error ? true : undefined}>
            <legend className="mb-2 text-sm font-semibold text-stone-900">{label}</legend>
            {question.options.map((option) => (
              <CheckboxField
                key={option}
                label={option}
                isSelected={picked.includes(option)}
                onChange={(on) =>
                  setAnswers((current) => ({
                    ...current,
                    [question.id]: on
                      ? question.options.filter((entry) => entry === option || picked.includes(entry))
                      : picked.filter((entry) => entry !== option),
                  }))
                }
              />
            ))}
            {error && <p className="text-sm font-medium text-red-700">{error}</p>}
          </fieldset>
        );
      })}
      {refusal && <FormAlert>{errorMessage(refusal, tCommon)}</FormAlert>}
      <Button type="submit" isPending={answer.isPending}>
        {t('survey.submit')}
      </Button>
    </Form>
  );
}
