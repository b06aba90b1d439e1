import { BOOTH_FORUM_BODY_MAX, BOOTH_FORUM_TITLE_MAX } from '@sidecamp/domain/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { isExplainedByFields, serverFieldErrors } from '../../../../app/api/fieldErrors';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { Button } from '../../../../ui/Button';
import { FormAlert } from '../../../../ui/FormAlert';
import { TextField } from '../../../../ui/TextField';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';

const FIELDS = ['title', 'body'] as const;
const TITLE_MIN = 2;

/** Open a forum thread (title and text); the new thread opens once it is saved. */
export function NewThreadForm({ boothId, onClose }: { boothId: number; onClose: () => void }) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const open = useApiMutation({
    mutationFn: () => boothTalkApi.openThread(boothId, { title: title.trim(), body: body.trim() }),
    invalidate: [boothKeys.threads(boothId)],
    toastErrors: false,
    success: t('forum.opened'),
    onSuccess: (thread) => navigate(`?tab=forum&thread=${thread.id}`, { preventScrollReset: true }),
  });
  const errors = { ...serverFieldErrors(open.error, FIELDS), ...missing };
  const banner =
    open.error instanceof ApiError && !isExplainedByFields(open.error, FIELDS)
      ? errorMessage(open.error, tCommon)
      : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof missing = {};
    if (title.trim().length < TITLE_MIN) found.title = t('forum.titleTooShort', { min: TITLE_MIN });
    if (!body.trim()) found.body = t('forum.writeSomething');
    setMissing(found);
    if (Object.keys(found).length === 0) open.mutate();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="new-thread-title"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id="new-thread-title" className="text-base font-semibold text-stone-900">
        {t('forum.newTitle')}
      </h3>
      <TextField
        label={t('forum.threadTitle')}
        maxLength={BOOTH_FORUM_TITLE_MAX}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setMissing(({ title: _, ...rest }) => rest);
        }}
        error={errors.title}
        autoFocus
      />
      <TextField
        label={t('forum.threadBody')}
        description={t('talk.characters', { count: body.trim().length, max: BOOTH_FORUM_BODY_MAX })}
        multiline
        rows={5}
        maxLength={BOOTH_FORUM_BODY_MAX}
        value={body}
        onChange={(value) => {
          setBody(value);
          setMissing(({ body: _, ...rest }) => rest);
        }}
        error={errors.body}
      />
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          {t('talk.cancel')}
        </Button>
        <Button type="submit" variant="launch" isPending={open.isPending}>
          {t('forum.post')}
        </Button>
      </div>
    </form>
  );
}
