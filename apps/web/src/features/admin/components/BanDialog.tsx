import { ADMIN_REASON_MAX_LENGTH, type TAdminUser } from '@sidecamp/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { DANGER } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { moderationApi, moderationKeys } from '../hooks/moderationApi';

/** Today's date in the admin's own calendar, as a date input wants it (yyyy-mm-dd). */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Bans a person until the end of a chosen day (their sessions end at once), or until an admin
 * lifts it. The reason is shown to them when they try to log in.
 */
export function BanDialog({ person, onClose }: { person: TAdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const [reason, setReason] = useState('');
  const [day, setDay] = useState(tomorrow);
  const [indefinite, setIndefinite] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; until?: string }>({});
  useEffect(() => {
    if (person) {
      setReason('');
      setDay(localDay(new Date(Date.now() + 7 * 86_400_000)));
      setIndefinite(false);
      setErrors({});
    }
  }, [person]);
  const ban = useApiMutation({
    mutationFn: ({ no, until }: { no: number; until: string | null }) =>
      moderationApi.ban(no, { reason: reason.trim(), until }),
    invalidate: [moderationKeys.people],
    success: (banned) => t('people.bannedToast', { name: banned.nickname }),
    onSuccess: onClose,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!person) return;
    const next: typeof errors = {};
    if (reason.trim() === '') next.reason = t('moderation.reasonRequired');
    // The ban lasts through the chosen day, in the admin's time zone.
    const end = new Date(`${day}T23:59:59`);
    if (!indefinite && (Number.isNaN(end.getTime()) || day < tomorrow)) next.until = t('people.untilFuture');
    setErrors(next);
    if (next.reason || next.until) return;
    ban.mutate({ no: person.no, until: indefinite ? null : end.toISOString() });
  };
  const serverError = ban.error instanceof ApiError ? ban.error : undefined;
  return (
    <Dialog
      isOpen={person !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('people.banTitle', { name: person?.nickname ?? '' })}
      closeLabel={tCommon('actions.close')}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <p className="text-sm text-stone-600">{t('people.banHint')}</p>
        <TextField
          label={t('moderation.reason')}
          description={t('people.reasonHint')}
          multiline
          rows={3}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          value={reason}
          onChange={setReason}
          error={errors.reason ?? serverError?.fieldMessage('reason')}
          isRequired
          autoFocus
        />
        <CheckboxField label={t('people.indefinite')} isSelected={indefinite} onChange={setIndefinite} />
        {!indefinite && (
          <TextField
            label={t('people.until')}
            type="date"
            value={day}
            onChange={setDay}
            error={errors.until ?? serverError?.fieldMessage('until')}
            isRequired
          />
        )}
        {serverError && !serverError.fieldMessage('reason') && !serverError.fieldMessage('until') && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {serverError.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" isPending={ban.isPending} className={DANGER}>
            {t('people.ban')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
