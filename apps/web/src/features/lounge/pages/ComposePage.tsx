import type { PostCategoryCode, PostTypeCode, TPost, TPostCreate } from '@sidecamp/domain';
import {
  countLines,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POST_CATEGORIES,
  POST_IMAGES_MAX,
  POST_TITLE_MAX,
  RETROSPECTIVE_CATEGORY,
  RETROSPECTIVE_MIN_LINES,
  RETROSPECTIVE_MIN_PHOTOS,
  RETROSPECTIVE_QUESTIONS,
  relativeTime,
} from '@sidecamp/domain/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useRetryKey } from '../../../app/api/useRetryKey';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { ImagePicker, type PickedImage } from '../components/ImagePicker';
import { MarkupEditor } from '../components/MarkupEditor';

type Form = {
  category: PostCategoryCode;
  postType: PostTypeCode;
  title: string;
  body: string;
  videoLinks: string[];
  images: PickedImage[];
  options: string[];
  endsAt: string;
  answers: string[];
  groupId: number | null;
};

const EMPTY: Form = {
  category: '04',
  postType: '01',
  title: '',
  body: '',
  videoLinks: [],
  images: [],
  options: ['', ''],
  endsAt: '',
  answers: RETROSPECTIVE_QUESTIONS.map(() => ''),
  groupId: null,
};

/** A datetime-local value (local wall time) for an ISO instant, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function formOf(post: TPost): Form {
  return {
    category: post.category,
    postType: post.postType,
    title: post.title,
    body: post.retrospective ? '' : post.body,
    videoLinks: post.videoLinks,
    images: post.images.map((image) => ({ id: image.id, url: image.thumbnailUrl })),
    options: post.poll?.options.map((option) => option.label) ?? ['', ''],
    endsAt: toLocalInput(post.poll?.endsAt ?? null),
    answers: post.retrospective?.map((entry) => entry.answer) ?? RETROSPECTIVE_QUESTIONS.map(() => ''),
    groupId: post.groupId,
  };
}

function inputOf(form: Form): TPostCreate {
  const retrospective = form.category === RETROSPECTIVE_CATEGORY;
  return {
    category: form.category,
    postType: retrospective ? '01' : form.postType,
    title: form.title,
    body: retrospective ? '' : form.body,
    videoLinks: form.videoLinks.map((link) => link.trim()).filter(Boolean),
    imageIds: form.images.map((image) => image.id),
    poll:
      form.postType === '03' && !retrospective
        ? {
            options: form.options.map((option) => option.trim()),
            endsAt: form.endsAt ? new Date(form.endsAt).toISOString() : null,
          }
        : null,
    retrospective: retrospective ? form.answers : null,
    groupId: form.groupId,
  };
}

/** The post composer: postings with rich text, images and video links, polls, retrospectives, drafts. */
export function ComposePage() {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const { postId } = useParams();
  const editingId = postId ? Number(postId) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const retryKey = useRetryKey();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const groupParam = new URLSearchParams(window.location.search).get('group');
  const [form, setForm] = useState<Form>(() => ({
    ...EMPTY,
    groupId: groupParam ? Number(groupParam) : null,
  }));
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const optionsId = useId();

  const existing = useQuery({
    queryKey: editingId ? loungeKeys.post(editingId) : ['lounge', 'post', 'new'],
    queryFn: ({ signal }) => loungeApi.post(editingId ?? 0, signal),
    enabled: editingId !== null && loggedIn,
  });
  const drafts = useQuery({
    queryKey: loungeKeys.drafts(),
    queryFn: ({ signal }) => loungeApi.drafts({}, signal),
    enabled: loggedIn,
  });
  useEffect(() => {
    if (existing.data) setForm(formOf(existing.data));
  }, [existing.data]);

  if (!loggedIn)
    return (
      <PageStack>
        <PageHeader camp="connect" title={t('compose.title')} />
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <p className="text-stone-700">{t('compose.loginFirst')}</p>
          <Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>
        </div>
      </PageStack>
    );
  if (editingId !== null && existing.isError)
    return <QueryError error={existing.error} title={t('post.error')} onRetry={() => existing.refetch()} />;

  const post = existing.data;
  const published = post !== undefined && !post.isDraft;
  const retrospective = form.category === RETROSPECTIVE_CATEGORY;
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const fieldError = (field: string) => error?.fields.find((issue) => issue.field === field)?.message;
  const fieldStartsWith = (prefix: string) =>
    error?.fields.find((issue) => issue.field === prefix || issue.field.startsWith(`${prefix}.`))?.message;

  const save = async (publish: boolean) => {
    setBusy(publish ? 'publish' : 'draft');
    setError(null);
    try {
      const input = inputOf(form);
      let saved: TPost;
      if (editingId === null) {
        const creation = { ...input, draft: !publish };
        saved = await loungeApi.create(creation, retryKey.keyFor(creation));
        retryKey.settled();
      } else {
        const { groupId: _groupId, ...changes } = input;
        saved = await loungeApi.update(editingId, published ? { ...changes, postType: undefined } : changes);
        if (publish && saved.isDraft) saved = await loungeApi.publish(editingId);
      }
      await queryClient.invalidateQueries({ queryKey: loungeKeys.all });
      if (saved.isDraft) navigate(`/lounge/posts/${saved.id}/edit`, { replace: true });
      else navigate(`/lounge/posts/${saved.id}`);
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught : new ApiError('INTERNAL', tCommon('errors.INTERNAL'), 500),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={
          editingId === null
            ? t('compose.title')
            : post?.isDraft
              ? t('compose.draftTitle')
              : t('compose.editTitle')
        }
        description={
          retrospective
            ? t('compose.retrospectiveIntro', {
                lines: RETROSPECTIVE_MIN_LINES,
                photos: RETROSPECTIVE_MIN_PHOTOS,
              })
            : t('compose.description')
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_280px]">
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          {error && <FormAlert>{errorMessage(error, tCommon)}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('compose.category')}
              value={form.category}
              onChange={(value) => set('category', value as PostCategoryCode)}
              options={POST_CATEGORIES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
              error={fieldError('category')}
            />
            {!retrospective && (
              <fieldset className="flex flex-col gap-1.5">
                <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('compose.type')}</legend>
                <div className="flex gap-2">
                  {(['01', '03'] as const).map((type) => (
                    <label
                      key={type}
                      className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 text-sm font-medium has-checked:border-pine-600 has-checked:bg-pine-50 has-checked:text-pine-900 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-pine-600/40"
                    >
                      <input
                        type="radio"
                        name="postType"
                        value={type}
                        checked={form.postType === type}
                        disabled={published}
                        onChange={() => set('postType', type)}
                        className="sr-only"
                      />
                      {type === '01' ? t('compose.posting') : t('compose.vote')}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
          <TextField
            label={form.postType === '03' && !retrospective ? t('compose.question') : t('compose.postTitle')}
            value={form.title}
            onChange={(value) => set('title', value)}
            maxLength={POST_TITLE_MAX}
            error={fieldError('title')}
          />
          {retrospective ? (
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-1 text-sm font-semibold text-stone-900">{t('compose.template')}</legend>
              {RETROSPECTIVE_QUESTIONS.map((question, index) => {
                const count = countLines(form.answers[index] ?? '');
                return (
                  <div key={question} className="flex flex-col gap-1">
                    <TextField
                      label={question}
                      multiline
                      rows={6}
                      value={form.answers[index] ?? ''}
                      onChange={(value) =>
                        set(
                          'answers',
                          form.answers.map((answer, i) => (i === index ? value : answer)),
                        )
                      }
                      error={fieldError(`retrospective.${index}`)}
                    />
                    <p
                      className={
                        count >= RETROSPECTIVE_MIN_LINES ? 'text-xs text-pine-700' : 'text-xs text-stone-500'
                      }
                    >
                      {t('compose.lines', { count, min: RETROSPECTIVE_MIN_LINES })}
                    </p>
                  </div>
                );
              })}
              {fieldError('retrospective') && (
                <p className="text-sm font-medium text-red-700">{fieldError('retrospective')}</p>
              )}
            </fieldset>
          ) : (
            form.postType === '01' && (
              <MarkupEditor
                label={t('compose.body')}
                value={form.body}
                onChange={(value) => set('body', value)}
                error={fieldError('body')}
                maxLength={20_000}
              />
            )
          )}
          {form.postType === '03' && !retrospective && (
            <fieldset className="flex flex-col gap-3" aria-describedby={`${optionsId}-hint`}>
              <legend className="text-sm font-semibold text-stone-900">{t('compose.options')}</legend>
              <p id={`${optionsId}-hint`} className="text-xs text-stone-500">
                {t('compose.optionsHint', { min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX })}
              </p>
              {form.options.map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position.
                <div key={index} className="flex items-end gap-2">
                  <TextField
                    className="flex-1"
                    label={t('compose.option', { n: index + 1 })}
                    value={option}
                    isDisabled={published && (post?.poll?.totalVotes ?? 0) > 0}
                    onChange={(value) =>
                      set(
                        'options',
                        form.options.map((other, i) => (i === index ? value : other)),
                      )
                    }
                    maxLength={100}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('compose.removeOption', { n: index + 1 })}
                    isDisabled={form.options.length <= POLL_OPTIONS_MIN}
                    onPress={() =>
                      set(
                        'options',
                        form.options.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ))}
              {fieldStartsWith('poll') && (
                <p className="text-sm font-medium text-red-700">{fieldStartsWith('poll')}</p>
              )}
              <div className="flex flex-wrap items-end gap-3">
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={form.options.length >= POLL_OPTIONS_MAX}
                  onPress={() => set('options', [...form.options, ''])}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('compose.addOption')}
                </Button>
                <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
                  {t('compose.endsAt')}
                  <input
                    type="datetime-local"
                    value={form.endsAt}
                    onChange={(event) => set('endsAt', event.target.value)}
                    className="h-10 rounded-lg border border-stone-300 px-2 text-sm"
                  />
                </label>
              </div>
            </fieldset>
          )}
          <ImagePicker
            label={
              retrospective ? t('compose.teamPhotos', { min: RETROSPECTIVE_MIN_PHOTOS }) : t('compose.images')
            }
            images={form.images}
            onChange={(images) => set('images', images)}
            max={POST_IMAGES_MAX}
            error={fieldStartsWith('imageIds')}
          />
          {!retrospective && (
            <TextField
              label={t('compose.video')}
              description={t('compose.videoHint')}
              value={form.videoLinks[0] ?? ''}
              onChange={(value) => set('videoLinks', value ? [value] : [])}
              error={fieldStartsWith('videoLinks')}
              placeholder="https://youtu.be/…"
            />
          )}
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
            {!published && (
              <Button variant="secondary" isDisabled={busy !== null} onPress={() => save(false)}>
                {busy === 'draft' ? t('compose.saving') : t('compose.saveDraft')}
              </Button>
            )}
            <Button isDisabled={busy !== null} onPress={() => save(true)}>
              {busy === 'publish'
                ? t('compose.publishing')
                : published
                  ? t('compose.saveChanges')
                  : t('compose.publish')}
            </Button>
          </div>
        </Card>
        <aside aria-labelledby="drafts-heading">
          <Card className="p-4">
            <h2
              id="drafts-heading"
              className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase"
            >
              {t('compose.drafts')}
            </h2>
            {drafts.isPending ? (
              <div aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-stone-100" />
            ) : drafts.isError ? (
              <p className="text-sm text-red-700">{t('compose.draftsError')}</p>
            ) : drafts.data.items.length === 0 ? (
              <p className="text-sm text-stone-500">{t('compose.noDrafts')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {drafts.data.items.map((draft) => (
                  <li key={draft.id}>
                    <Link
                      to={`/lounge/posts/${draft.id}/edit`}
                      aria-current={draft.id === editingId ? 'page' : undefined}
                      className="block rounded-lg p-2 hover:bg-stone-50 aria-[current=page]:bg-pine-50"
                    >
                      <span className="block truncate text-sm font-medium text-stone-900">
                        {draft.title || draft.preview || t('compose.untitled')}
                      </span>
                      <span className="text-xs text-stone-500">
                        {POST_CATEGORIES.label(draft.category)} · {relativeTime(new Date(draft.updatedAt))}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>
    </PageStack>
  );
}
