import { ZReviewInput } from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
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
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { profileKeys } from '../api/profileKeys';

const REVIEW_FIELDS = ['rating', 'body'] as const;
const REVIEW_BODY_MAX = 2000;

type ReviewDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  no: number;
  nickname: string;
  /** The viewer's review of this person, to edit; null writes a new one. */
  existing: { rating: number; body: string } | null;
};

/** Write or edit my one review of a person (rating 1-5 and at least 10 characters), or delete it. */
export function ReviewDialog({ isOpen, onClose, no, nickname, existing }: ReviewDialogProps) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={existing ? t('reviews.editTitle', { nickname }) : t('reviews.writeTitle', { nickname })}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      {/* Mounted per opening, so the form starts from the saved review every time. */}
      {isOpen && <ReviewForm no={no} existing={existing} onDone={onClose} />}
    </Dialog>
  );
}

function ReviewForm({
  no,
  existing,
  onDone,
}: {
  no: number;
  existing: { rating: number; body: string } | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [body, setBody] = useState(existing?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors<(typeof REVIEW_FIELDS)[number]>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.person(no) });

  const save = useMutation({
    mutationFn: (input: z.infer<typeof ZReviewInput>) =>
      apiRequest(`/profiles/${no}/review`, { method: 'PUT', body: input, schema: 'ZReview' }),
    onSuccess: () => {
      void refresh();
      toast.success(existing ? t('reviews.updated') : t('reviews.saved'));
      onDone();
    },
    onError: (error) => setErrors(serverFieldErrors(error, REVIEW_FIELDS)),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(`/profiles/${no}/review`, { method: 'DELETE', schema: z.null() }),
    onSuccess: () => {
      void refresh();
      toast.success(t('reviews.deleted'));
      onDone();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { rating, body: body.trim() };
    const found = schemaFieldErrors(ZReviewInput, input, REVIEW_FIELDS);
    if (rating === 0) found.rating = t('reviews.errors.rating');
    if (input.body.length < 10) found.body = t('reviews.errors.bodyShort', { min: 10 });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(input);
  };

  const failure = save.error ?? remove.error;
  const banner =
    failure && !isExplainedByFields(failure, REVIEW_FIELDS)
      ? failure instanceof ApiError
        ? errorMessage(failure, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-5">
      <RadioGroup
        value={rating === 0 ? null : String(rating)}
        onChange={(value) => setRating(Number(value))}
        orientation="horizontal"
        isInvalid={Boolean(errors.rating)}
        className="flex flex-col gap-2"
      >
        <Label className="text-sm font-medium text-stone-800">{t('reviews.rating')}</Label>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <Radio
              key={star}
              value={String(star)}
              aria-label={t('reviews.stars', { count: star })}
              className={({ isFocusVisible }) =>
                clsx(
                  'grid size-10 cursor-pointer place-items-center rounded-lg transition-colors hover:bg-amber-50',
                  isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                )
              }
            >
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-7',
                  star <= rating ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-300',
                )}
              />
            </Radio>
          ))}
          <span className="self-center pl-2 text-sm font-medium text-stone-600">
            {rating > 0 ? t('reviews.stars', { count: rating }) : ''}
          </span>
        </div>
        {errors.rating && (
          <Text slot="errorMessage" className="text-sm font-medium text-red-700">
            {errors.rating}
          </Text>
        )}
      </RadioGroup>
      <TextField
        label={t('reviews.body')}
        description={t('reviews.bodyHint', { count: body.trim().length, max: REVIEW_BODY_MAX })}
        multiline
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        value={body}
        onChange={setBody}
        error={errors.body}
      />
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {existing ? (
          <Button variant="ghost" onPress={() => remove.mutate()} isPending={remove.isPending}>
            {t('reviews.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" isPending={save.isPending}>
          {existing ? t('reviews.update') : t('reviews.submit')}
        </Button>
      </div>
    </Form>
  );
}
