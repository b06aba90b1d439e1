import {
  FAQ_ANSWER_MAX,
  FAQ_CATEGORIES,
  FAQ_QUESTION_MAX,
  type FaqCategoryCode,
  type TFaqEntry,
} from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, MessageCircleQuestion } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CheckboxField } from '../../../ui/CheckboxField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { codeLabel } from '../../../ui/codeLabels';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { adminContentApi, adminContentKeys } from '../hooks/adminContentApi';

type Editing = { entry: TFaqEntry | null } | null;

/** The FAQ as admins manage it: every entry in order, published or not, with add, edit and move. */
export function FaqManager() {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TFaqEntry | null>(null);
  const faq = useQuery({
    queryKey: adminContentKeys.faq,
    queryFn: ({ signal }) => adminContentApi.faq(signal),
  });
  const refresh = [adminContentKeys.faq, ['support', 'faq']];
  const publish = useApiMutation({
    mutationFn: (entry: TFaqEntry) => adminContentApi.changeFaq(entry.id, { published: !entry.published }),
    invalidate: refresh,
    success: (entry) => (entry.published ? t('faq.published') : t('faq.unpublished')),
  });
  const move = useApiMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      adminContentApi.moveFaq(id, direction),
    invalidate: refresh,
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => adminContentApi.removeFaq(id),
    invalidate: refresh,
    success: t('faq.deleted'),
    onSuccess: () => setDeleting(null),
  });

  let body: ReactNode;
  if (faq.isError)
    body = <QueryError error={faq.error} title={t('faq.failed')} onRetry={() => void faq.refetch()} />;
  else if (faq.isPending)
    body = (
      <div role="status">
        <span className="sr-only">{t('faq.loading')}</span>
        <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else if (faq.data.items.length === 0)
    body = (
      <EmptyState icon={MessageCircleQuestion} title={t('faq.empty')} description={t('faq.emptyBody')} />
    );
  else {
    const items = faq.data.items;
    body = (
      <ol aria-label={t('faq.listLabel')} className="space-y-2">
        {items.map((entry, index) => (
          <li key={entry.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge>{codeLabel(FAQ_CATEGORIES, entry.category)}</Badge>
                  {!entry.published && <Badge tone="amber">{t('faq.draft')}</Badge>}
                </div>
                <p className="font-medium break-words text-stone-900">{entry.question}</p>
                <p className="line-clamp-2 text-sm break-words text-stone-600">{entry.answer}</p>
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={index === 0 || move.isPending}
                  onPress={() => move.mutate({ id: entry.id, direction: 'up' })}
                  aria-label={t('faq.moveUp', { question: entry.question })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={index === items.length - 1 || move.isPending}
                  onPress={() => move.mutate({ id: entry.id, direction: 'down' })}
                  aria-label={t('faq.moveDown', { question: entry.question })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="secondary" size="sm" onPress={() => setEditing({ entry })}>
                  {t('faq.edit')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => publish.mutate(entry)}
                  isPending={publish.isPending && publish.variables?.id === entry.id}
                >
                  {entry.published ? t('faq.unpublish') : t('faq.publish')}
                </Button>
                <Button variant="ghost" size="sm" onPress={() => setDeleting(entry)}>
                  {t('faq.delete')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="admin-faq" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-faq" className="text-lg font-semibold text-stone-900">
          {t('faq.title')}
        </h2>
        <Button onPress={() => setEditing({ entry: null })}>{t('faq.add')}</Button>
      </div>
      {body}
      {editing && <FaqEntryDialog entry={editing.entry} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('faq.deleteTitle')}
        confirmLabel={t('faq.deleteConfirm')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isPending={remove.isPending}
      >
        <p className="break-words">{t('faq.deleteBody', { question: deleting?.question ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Adds an entry (entry null) or edits one: category, question, plain-text answer, published. */
function FaqEntryDialog({ entry, onClose }: { entry: TFaqEntry | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const [category, setCategory] = useState<FaqCategoryCode>(entry?.category ?? '01');
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const [published, setPublished] = useState(entry?.published ?? true);
  const save = useApiMutation({
    mutationFn: () => {
      const input = { category, question: question.trim(), answer: answer.trim(), published };
      return entry ? adminContentApi.changeFaq(entry.id, input) : adminContentApi.addFaq(input);
    },
    invalidate: [adminContentKeys.faq, ['support', 'faq']],
    success: entry ? t('faq.saved') : t('faq.added'),
    toastErrors: false,
    onSuccess: onClose,
  });
  const fieldError = (field: string) =>
    save.error instanceof ApiError ? save.error.fieldMessage(field) : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={entry ? t('faq.editTitle') : t('faq.addTitle')}
      closeLabel={tCommon('actions.close')}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <SelectField
          label={t('faq.category')}
          value={category}
          onChange={(value) => FAQ_CATEGORIES.isCode(value) && setCategory(value)}
          options={FAQ_CATEGORIES.entries.map((item) => ({ value: item.code, label: item.label }))}
          error={fieldError('category')}
        />
        <TextField
          label={t('faq.question')}
          value={question}
          onChange={setQuestion}
          maxLength={FAQ_QUESTION_MAX}
          isRequired
          error={fieldError('question')}
        />
        <TextField
          label={t('faq.answer')}
          description={t('faq.answerHint')}
          value={answer}
          onChange={setAnswer}
          maxLength={FAQ_ANSWER_MAX}
          multiline
          rows={6}
          isRequired
          error={fieldError('answer')}
        />
        <CheckboxField label={t('faq.publishedLabel')} isSelected={published} onChange={setPublished} />
        {save.error && !(save.error instanceof ApiError && save.error.fields.length > 0) && (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" isPending={save.isPending} isDisabled={!question.trim() || !answer.trim()}>
            {entry ? t('faq.save') : t('faq.add')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
