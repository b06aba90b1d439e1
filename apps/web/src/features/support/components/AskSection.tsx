import type { TAskInput } from '@sidecamp/domain';
import { ASK_BODY_MAX, ASK_BODY_MIN, ASK_SUBJECT_MAX, ASK_SUBJECT_MIN } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { serverFieldErrors } from '../../../app/api/fieldErrors';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/dates';
import { TextField } from '../../../ui/TextField';
import { supportApi, supportKeys } from '../api/supportApi';

const FIELDS = ['subject', 'body'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** "Ask" (spec point 7): a signed-in person writes to support and reads the answers here. */
export function AskSection() {
  const { t } = useTranslation('support');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#asks') section.current?.scrollIntoView();
  }, [hash]);

  return (
    <section
      ref={section}
      id="asks"
      aria-labelledby="asks-title"
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <h2 id="asks-title" className="text-lg font-semibold text-stone-900">
        {t('asks.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('asks.description')}</p>
      {loggedIn ? (
        <>
          <AskForm />
          <MyAsks />
        </>
      ) : (
        <div className="mt-5 space-y-3">
          <p className="text-sm text-stone-700">{t('asks.loginPrompt')}</p>
          <Button variant="secondary" onPress={() => openLogin(true)}>
            {t('asks.login')}
          </Button>
        </div>
      )}
    </section>
  );
}

function AskForm() {
  const { t } = useTranslation('support');
  const [fields, setFields] = useState({ subject: '', body: '' });
  const [errors, setErrors] = useState<Errors>({});
  const send = useApiMutation({
    mutationFn: (input: TAskInput) => supportApi.ask(input),
    invalidate: [supportKeys.myAsks()],
    success: t('asks.sent'),
    onSuccess: () => setFields({ subject: '', body: '' }),
  });
  useEffect(() => {
    if (send.error) setErrors(serverFieldErrors(send.error, FIELDS));
  }, [send.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subject = fields.subject.trim();
    const body = fields.body.trim();
    const next: Errors = {};
    if (subject.length < ASK_SUBJECT_MIN) next.subject = t('asks.errors.subjectRequired');
    if (body.length < ASK_BODY_MIN) next.body = t('asks.errors.bodyTooShort');
    setErrors(next);
    if (Object.keys(next).length === 0) send.mutate({ subject, body });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <TextField
        label={t('asks.subject')}
        name="subject"
        value={fields.subject}
        onChange={(subject) => setFields((current) => ({ ...current, subject }))}
        error={errors.subject}
        maxLength={ASK_SUBJECT_MAX}
      />
      <TextField
        label={t('asks.body')}
        description={t('asks.bodyDescription')}
        name="body"
        multiline
        rows={4}
        value={fields.body}
        onChange={(body) => setFields((current) => ({ ...current, body }))}
        error={errors.body}
        maxLength={ASK_BODY_MAX}
      />
      <Button type="submit" isPending={send.isPending}>
        {send.isPending ? t('asks.sending') : t('asks.submit')}
      </Button>
    </form>
  );
}

function MyAsks() {
  const { t } = useTranslation('support');
  const mine = useQuery({
    queryKey: supportKeys.myAsks(),
    queryFn: ({ signal }) => supportApi.myAsks(signal),
  });
  const items = mine.data?.items ?? [];
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-stone-900">{t('asks.mineTitle')}</h3>
      {mine.isSuccess && items.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">{t('asks.mineEmpty')}</p>
      )}
      <ul className="mt-3 space-y-3">
        {items.map((ask) => (
          <li key={ask.id} className="rounded-xl border border-stone-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium break-words text-stone-900">{ask.subject}</p>
              <Badge tone={ask.answer ? 'pine' : 'neutral'}>
                {ask.answer ? t('asks.answered') : t('asks.open')}
              </Badge>
            </div>
            <p className="mt-0.5 text-xs text-stone-500">
              {t('asks.askedOn', { date: formatDate(ask.createdAt) })}
            </p>
            <p className="mt-2 text-sm whitespace-pre-line break-words text-stone-700">{ask.body}</p>
            {ask.answer && (
              <div className="mt-3 rounded-lg bg-pine-50 p-3 ring-1 ring-pine-200">
                <p className="text-xs font-semibold text-pine-900">
                  {t('asks.answerLabel', { date: formatDate(ask.answer.answeredAt) })}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line break-words text-stone-800">
                  {ask.answer.body}
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
