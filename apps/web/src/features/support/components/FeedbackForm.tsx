import type { FeedbackTypeCode, TFeedbackInput } from '@sidecamp/domain';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  isValidEmail,
} from '@sidecamp/domain/core';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';

export const FEEDBACK_MESSAGE_MIN = FEEDBACK_MIN_LENGTH;
export const FEEDBACK_MESSAGE_MAX = FEEDBACK_MAX_LENGTH;

type Fields = { type: FeedbackTypeCode | null; email: string; message: string };
type Errors = Partial<Record<keyof Fields, string>>;

/**
 * Feedback with the four feedback types (POST /api/support/feedback). Members are answered at
 * their account's e-mail; visitors must leave one, which the server checks too.
 */
export function FeedbackForm() {
  const { t } = useTranslation('support');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [fields, setFields] = useState<Fields>({ type: null, email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});

  const send = useMutation({
    mutationFn: (input: TFeedbackInput) =>
      apiRequest('/support/feedback', { method: 'POST', body: input, schema: 'ZFeedbackReceipt' }),
    onSuccess: () => {
      setFields({ type: null, email: '', message: '' });
      toast.success(t('feedback.sent'));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fromServer: Errors = {};
      for (const issue of error.fields) {
        if (issue.field === 'type' || issue.field === 'email' || issue.field === 'message') {
          fromServer[issue.field] = issue.message;
        }
      }
      setErrors(fromServer);
    },
  });

  const validate = (): Errors => {
    const next: Errors = {};
    if (!fields.type) next.type = t('feedback.errors.typeRequired');
    const email = fields.email.trim();
    if (email === '' && !loggedIn) next.email = t('feedback.errors.emailRequired');
    else if (email !== '' && !isValidEmail(email)) next.email = t('feedback.errors.emailInvalid');
    const length = fields.message.trim().length;
    if (length < FEEDBACK_MESSAGE_MIN)
      next.message = t('feedback.errors.messageTooShort', { min: FEEDBACK_MESSAGE_MIN });
    else if (length > FEEDBACK_MESSAGE_MAX)
      next.message = t('feedback.errors.messageTooLong', { max: FEEDBACK_MESSAGE_MAX });
    return next;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0 || !fields.type) return;
    const email = fields.email.trim();
    send.mutate({ type: fields.type, message: fields.message.trim(), ...(email ? { email } : {}) });
  };
  const sendError = send.error instanceof ApiError && send.error.fields.length === 0 ? send.error : null;

  return (
    <section
      aria-labelledby="feedback-title"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <h2 id="feedback-title" className="text-lg font-semibold text-stone-900">
        {t('feedback.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('feedback.body')}</p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-6 space-y-5">
        <RadioGroup
          value={fields.type}
          onChange={(value) =>
            FEEDBACK_TYPES.isCode(value) && setFields((current) => ({ ...current, type: value }))
          }
          isInvalid={Boolean(errors.type)}
          className="flex flex-col gap-2"
        >
          <Label className="text-sm font-medium text-stone-800">{t('feedback.typeLabel')}</Label>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {FEEDBACK_TYPES.entries.map((type) => (
              <Radio
                key={type.code}
                value={type.code}
                className={({ isSelected, isFocusVisible }) =>
                  clsx(
                    'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-sm font-medium transition-colors',
                    isSelected
                      ? 'border-pine-600 bg-pine-50 text-pine-900'
                      : 'border-stone-300 text-stone-700 hover:bg-stone-50',
                    isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                  )
                }
              >
                {({ isSelected }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'grid size-4 shrink-0 place-items-center rounded-full border-2',
                        isSelected ? 'border-pine-700' : 'border-stone-400',
                      )}
                    >
                      {isSelected && <span className="size-2 rounded-full bg-pine-700" />}
                    </span>
                    {type.label}
                  </>
                )}
              </Radio>
            ))}
          </div>
          {errors.type && (
            <Text slot="errorMessage" className="text-sm font-medium text-red-700">
              {errors.type}
            </Text>
          )}
        </RadioGroup>
        <TextField
          label={loggedIn ? t('feedback.email') : t('feedback.emailRequiredLabel')}
          description={loggedIn ? t('feedback.emailDescription') : t('feedback.emailRequiredDescription')}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(email) => setFields((current) => ({ ...current, email }))}
          error={errors.email}
        />
        <TextField
          label={t('feedback.message')}
          description={t('feedback.messageDescription', { min: FEEDBACK_MESSAGE_MIN })}
          name="message"
          multiline
          rows={5}
          value={fields.message}
          onChange={(message) => setFields((current) => ({ ...current, message }))}
          error={errors.message}
        />
        {sendError && (
          <div
            role="alert"
            className="flex gap-3 rounded-xl bg-red-50 p-3.5 text-sm text-red-900 ring-1 ring-red-200"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{errorMessage(sendError, tCommon)}</p>
          </div>
        )}
        <Button type="submit" isDisabled={send.isPending}>
          {send.isPending ? t('feedback.sending') : t('feedback.submit')}
        </Button>
      </Form>
    </section>
  );
}
