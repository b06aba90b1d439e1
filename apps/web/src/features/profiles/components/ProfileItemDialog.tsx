import {
  PROFILE_ITEM_TYPES,
  type TProfileItem,
  type TProfileItemInput,
  ZProfileItemInput,
} from '@sidecamp/domain';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import {
  type FieldErrors,
  isExplainedByFields,
  schemaFieldErrors,
  serverFieldErrors,
} from '../../../app/api/fieldErrors';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { useProfileItems } from '../hooks/useProfileItems';

const ITEM_FIELDS = ['type', 'title', 'body', 'url', 'organization', 'startDate', 'endDate'] as const;
type ItemField = (typeof ITEM_FIELDS)[number];
type ItemDraft = Record<ItemField, string>;

/** Month inputs speak "2023-03"; the API stores the first day of that month. */
const toMonth = (isoDate: string | null) => (isoDate ? isoDate.slice(0, 7) : '');
const fromMonth = (month: string) => (month === '' ? null : `${month}-01`);

function draftOf(item: TProfileItem | null): ItemDraft {
  return {
    type: item?.type ?? '',
    title: item?.title ?? '',
    body: item?.body ?? '',
    url: item?.url ?? '',
    organization: item?.organization ?? '',
    startDate: toMonth(item?.startDate ?? null),
    endDate: toMonth(item?.endDate ?? null),
  };
}

/** Adds a profile item, or changes one (`item` given). */
export function ProfileItemDialog({
  isOpen,
  item,
  onClose,
}: {
  isOpen: boolean;
  item: TProfileItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={item ? t('edit.items.editTitle') : t('edit.items.addTitle')}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      {isOpen && <ItemForm item={item} onDone={onClose} />}
    </Dialog>
  );
}

function ItemForm({ item, onDone }: { item: TProfileItem | null; onDone: () => void }) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const { save } = useProfileItems();
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<FieldErrors<ItemField>>({});
  const set = (field: ItemField) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = {
      type: draft.type,
      title: draft.title.trim(),
      body: draft.body.trim(),
      url: draft.url.trim() === '' ? null : draft.url.trim(),
      organization: draft.organization.trim() === '' ? null : draft.organization.trim(),
      startDate: fromMonth(draft.startDate),
      endDate: fromMonth(draft.endDate),
    };
    const found = schemaFieldErrors(ZProfileItemInput, candidate, ITEM_FIELDS);
    if (draft.type === '') found.type = t('edit.items.errors.type');
    if (candidate.title === '') found.title = t('edit.items.errors.title');
    setErrors(found);
    const parsed = ZProfileItemInput.safeParse(candidate);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    const input: TProfileItemInput = parsed.data;
    save.mutate(
      { id: item?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(item ? t('edit.items.updated') : t('edit.items.added'));
          onDone();
        },
        onError: (error) => setErrors(serverFieldErrors(error, ITEM_FIELDS)),
      },
    );
  };

  const banner =
    save.error && !isExplainedByFields(save.error, ITEM_FIELDS)
      ? save.error instanceof ApiError
        ? errorMessage(save.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
      <SelectField
        label={t('edit.items.type')}
        value={draft.type}
        onChange={set('type')}
        placeholder={t('edit.items.choose')}
        options={PROFILE_ITEM_TYPES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
        error={errors.type}
      />
      <TextField
        label={t('edit.items.title')}
        value={draft.title}
        onChange={set('title')}
        maxLength={120}
        error={errors.title}
      />
      <TextField
        label={t('edit.items.organization')}
        description={t('edit.items.organizationHint')}
        value={draft.organization}
        onChange={set('organization')}
        maxLength={120}
        error={errors.organization}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('edit.items.start')}
          type="month"
          value={draft.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
        />
        <TextField
          label={t('edit.items.end')}
          description={t('edit.items.endHint')}
          type="month"
          value={draft.endDate}
          onChange={set('endDate')}
          error={errors.endDate}
        />
      </div>
      <TextField
        label={t('edit.items.url')}
        type="url"
        placeholder="https://"
        value={draft.url}
        onChange={set('url')}
        error={errors.url}
      />
      <TextField
        label={t('edit.items.body')}
        multiline
        rows={5}
        maxLength={5000}
        value={draft.body}
        onChange={set('body')}
        error={errors.body}
      />
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onPress={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {item ? t('edit.items.saveChanges') : t('edit.items.add')}
        </Button>
      </div>
    </Form>
  );
}
