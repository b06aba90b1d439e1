import type { TAsk, TNoticeInput } from '@sidecamp/domain';
import { ANSWER_BODY_MAX, NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '@sidecamp/domain/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../app/api/fieldErrors';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { formatDate } from '../../../ui/dates';
import { TextField } from '../../../ui/TextField';
import { supportApi, supportKeys } from '../api/supportApi';

const NOTICE_FIELDS = ['title', 'body'] as const;

/** The admins' part of the support page: publish a notice, answer open questions. */
export function AdminSupport({ queue }: { queue: readonly TAsk[] }) {
  const { t } = useTranslation('support');
  return (
    <section
      aria-labelledby="support-admin-title"
      className="space-y-6 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-6 sm:p-7"
    >
      <div>
        <h2 id="support-admin-title" className="text-lg font-semibold text-stone-900">
          {t('admin.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('admin.description')}</p>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <NoticeForm />
        <div>
          <h3 className="font-semibold text-stone-900">{t('admin.queueTitle')}</h3>
          {queue.length === 0 && <p className="mt-2 text-sm text-stone-600">{t('admin.queueEmpty')}</p>}
          <ul className="mt-3 space-y-3">
            {queue.map((ask) => (
              <li key={ask.id}>
                <AnswerForm ask={ask} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function NoticeForm() {
  const { t } = useTranslation('support');
  const [fields, setFields] = useState({ title: '', body: '', important: false });
  const [errors, setErrors] = useState<Partial<Record<(typeof NOTICE_FIELDS)[number], string>>>({});
  const publish = useApiMutation({
    mutationFn: (input: TNoticeInput) => supportApi.publish(input),
    invalidate: [supportKeys.notices()],
    success: t('admin.published'),
    onSuccess: () => setFields({ title: '', body: '', important: false }),
  });
  useEffect(() => {
    if (publish.error) setErrors(serverFieldErrors(publish.error, NOTICE_FIELDS));
  }, [publish.error]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (fields.title.trim() === '') next.title = t('admin.errors.titleRequired');
    if (fields.body.trim() === '') next.body = t('admin.errors.bodyRequired');
    setErrors(next);
    if (Object.keys(next).length === 0)
      publish.mutate({ title: fields.title.trim(), body: fields.body.trim(), important: fields.important });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="notice-form-title">
      <h3 id="notice-form-title" className="font-semibold text-stone-900">
        {t('admin.noticeTitle')}
      </h3>
      <TextField
        label={t('admin.noticeHeading')}
        name="title"
        value={fields.title}
        onChange={(title) => setFields((current) => ({ ...current, title }))}
        error={errors.title}
        maxLength={NOTICE_TITLE_MAX}
      />
      <TextField
        label={t('admin.noticeBody')}
        description={t('admin.noticeBodyDescription')}
        name="body"
        multiline
        rows={4}
        value={fields.body}
        onChange={(body) => setFields((current) => ({ ...current, body }))}
        error={errors.body}
        maxLength={NOTICE_BODY_MAX}
      />
      <CheckboxField
        label={t('admin.noticeImportant')}
        isSelected={fields.important}
        onChange={(important) => setFields((current) => ({ ...current, important }))}
      />
      <Button type="submit" isPending={publish.isPending}>
        {publish.isPending ? t('admin.publishing') : t('admin.publish')}
      </Button>
    </form>
  );
}

function AnswerForm({ ask }: { ask: TAsk }) {
  const { t } = useTranslation('support');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = useApiMutation({
    mutationFn: (text: string) => supportApi.answer(ask.id, { body: text }),
    invalidate: [supportKeys.queue()],
    success: t('admin.answerSent', { nickname: ask.asker.nickname }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError(t('admin.errors.answerRequired'));
      return;
    }
    setError(undefined);
    answer.mutate(body.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="font-medium break-words text-stone-900">{ask.subject}</p>
      <p className="mt-0.5 text-xs text-stone-500">
        {t('admin.from', { nickname: ask.asker.nickname, date: formatDate(ask.createdAt) })}
      </p>
      <p className="mt-2 text-sm whitespace-pre-line break-words text-stone-700">{ask.body}</p>
      <TextField
        className="mt-3"
        label={t('admin.answer')}
        name={`answer-${ask.id}`}
        multiline
        rows={3}
        value={body}
        onChange={setBody}
        error={error}
        maxLength={ANSWER_BODY_MAX}
      />
      <Button type="submit" size="sm" className="mt-3" isPending={answer.isPending}>
        {t('admin.answerSubmit')}
      </Button>
    </form>
  );
}
