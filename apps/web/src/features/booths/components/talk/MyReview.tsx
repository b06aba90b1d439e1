import type { TBooth, TBoothReview, TBoothReviewInput } from '@sidecamp/domain';
import { BOOTH_REVIEW_BODY_MAX, REVIEW_VIEW_POINTS, type ReviewViewPointCode } from '@sidecamp/domain/core';
import { LogIn, PenLine, Trash2, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { isExplainedByFields, serverFieldErrors } from '../../../../app/api/fieldErrors';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { useUiStore } from '../../../../app/store/uiStore';
import { useUserStore } from '../../../../app/store/userStore';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { FormAlert } from '../../../../ui/FormAlert';
import { TextField } from '../../../../ui/TextField';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';
import { ReviewBody } from './ReviewBody';
import { ScoreChoice } from './ScoreChoice';

const VIEW_POINT_FIELDS = REVIEW_VIEW_POINTS.codes.map((code) => `viewPoints.${code}` as const);
const FIELDS = ['rating', 'body', ...VIEW_POINT_FIELDS] as const;
type Field = (typeof FIELDS)[number];

type Draft = { rating: number; viewPoints: Record<ReviewViewPointCode, number>; body: string };

const draftOf = (review: TBoothReview | null): Draft => ({
  rating: review?.rating ?? 0,
  viewPoints: Object.fromEntries(
    REVIEW_VIEW_POINTS.codes.map((code) => [code, review?.viewPoints[code] ?? 0]),
  ) as Draft['viewPoints'],
  body: review?.body ?? '',
});

const box = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6';

/**
 * The viewer's own review: a login prompt when logged out, why the team cannot review, the review
 * with Edit and Delete, or the form (overall rating, five view points, text).
 */
export function MyReview({ booth, mine }: { booth: TBooth; mine: TBoothReview | null }) {
  const { t } = useTranslation('booths');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [editing, setEditing] = useState(false);

  if (!loggedIn) {
    return (
      <section aria-labelledby="my-review-title" className={box}>
        <h2 id="my-review-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <LogIn aria-hidden="true" className="size-5 text-stone-400" />
          {t('reviews.loginTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('reviews.loginBody')}</p>
        <Button className="mt-4" onPress={() => openLogin(true)}>
          {t('reviews.loginButton')}
        </Button>
      </section>
    );
  }
  if (booth.viewer.isTeam) {
    return (
      <section aria-labelledby="my-review-title" className={box}>
        <h2 id="my-review-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Users aria-hidden="true" className="size-5 text-stone-400" />
          {t('reviews.teamTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('reviews.teamBody')}</p>
      </section>
    );
  }
  if (mine && !editing) return <MyReviewSummary booth={booth} mine={mine} onEdit={() => setEditing(true)} />;
  return (
    <section aria-labelledby="my-review-title" className={box}>
      <h2 id="my-review-title" className="text-lg font-semibold text-stone-900">
        {mine ? t('reviews.editTitle') : t('reviews.writeTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('reviews.writeBody')}</p>
      {/* Keyed by the saved review, so a fresh edit starts from what was saved. */}
      <ReviewForm
        key={mine?.updatedAt ?? 'new'}
        boothId={booth.id}
        initial={draftOf(mine)}
        isEdit={mine !== null}
        onDone={() => setEditing(false)}
      />
    </section>
  );
}

function MyReviewSummary({ booth, mine, onEdit }: { booth: TBooth; mine: TBoothReview; onEdit: () => void }) {
  const { t } = useTranslation('booths');
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => boothTalkApi.deleteReview(booth.id),
    invalidate: [boothKeys.detail(booth.id), boothKeys.rankings()],
    success: t('reviews.deleted'),
    onSuccess: () => setConfirming(false),
  });
  return (
    <section aria-labelledby="my-review-title" className={box}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="my-review-title" className="text-lg font-semibold text-stone-900">
          {t('reviews.mineTitle')}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onPress={onEdit}>
            <PenLine aria-hidden="true" className="size-4" />
            {t('reviews.edit')}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('reviews.delete')}
          </Button>
        </div>
      </div>
      <ReviewBody review={mine} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('reviews.deleteTitle')}
        confirmLabel={t('reviews.deleteConfirm')}
        onConfirm={() => remove.mutateAsync()}
        isPending={remove.isPending}
      >
        <p>{t('reviews.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

function ReviewForm({
  boothId,
  initial,
  isEdit,
  onDone,
}: {
  boothId: number;
  initial: Draft;
  isEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const [draft, setDraft] = useState(initial);
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  /** A changed field drops the message it had from the last try. */
  const change = (field: Field, patch: (current: Draft) => Draft) => {
    setDraft(patch);
    setMissing(({ [field]: _, ...rest }) => rest);
  };
  const save = useApiMutation({
    mutationFn: (input: TBoothReviewInput) => boothTalkApi.saveReview(boothId, input),
    invalidate: [boothKeys.detail(boothId), boothKeys.rankings()],
    toastErrors: false,
    success: isEdit ? t('reviews.updated') : t('reviews.published'),
    onSuccess: onDone,
  });
  const errors = { ...serverFieldErrors(save.error, FIELDS), ...missing };
  const banner =
    save.error instanceof ApiError && !isExplainedByFields(save.error, FIELDS)
      ? errorMessage(save.error, tCommon)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (draft.rating === 0) found.rating = t('reviews.chooseRating');
    for (const code of REVIEW_VIEW_POINTS.codes)
      if (draft.viewPoints[code] === 0) found[`viewPoints.${code}`] = t('reviews.chooseScore');
    if (!draft.body.trim()) found.body = t('reviews.writeSomething');
    setMissing(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ rating: draft.rating, viewPoints: draft.viewPoints, body: draft.body.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
      <ScoreChoice
        look="stars"
        label={t('reviews.rating')}
        value={draft.rating}
        onChange={(rating) => change('rating', (current) => ({ ...current, rating }))}
        error={errors.rating}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800">{t('reviews.viewPoints')}</legend>
        <p className="text-sm text-stone-500">{t('reviews.viewPointsHint')}</p>
        <div className="space-y-3">
          {REVIEW_VIEW_POINTS.entries.map(({ code, label }) => (
            <div key={code}>
              <ScoreChoice
                look="numbers"
                label={label}
                value={draft.viewPoints[code]}
                onChange={(score) =>
                  change(`viewPoints.${code}`, (current) => ({
                    ...current,
                    viewPoints: { ...current.viewPoints, [code]: score },
                  }))
                }
                error={errors[`viewPoints.${code}`]}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('reviews.body')}
        description={t('talk.characters', { count: draft.body.trim().length, max: BOOTH_REVIEW_BODY_MAX })}
        multiline
        rows={5}
        maxLength={BOOTH_REVIEW_BODY_MAX}
        value={draft.body}
        onChange={(body) => change('body', (current) => ({ ...current, body }))}
        error={errors.body}
      />
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isEdit && (
          <Button variant="secondary" onPress={onDone}>
            {t('talk.cancel')}
          </Button>
        )}
        <Button type="submit" variant="launch" isPending={save.isPending}>
          {isEdit ? t('reviews.save') : t('reviews.publish')}
        </Button>
      </div>
    </form>
  );
}
