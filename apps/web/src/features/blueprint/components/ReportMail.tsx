import { IDEA_MAIL_MAX_DAYS } from '@sidecamp/domain/core';
import { Mail, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { useReportMails } from '../hooks/useReportExtras';

/** A time as the native datetime-local input reads it, in the person's own time zone. */
function localInputValue(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "E-mail me this report": to the person's own address, now or at a time they choose (up to
 * IDEA_MAIL_MAX_DAYS ahead), with the list of what is waiting or was sent and a way to cancel.
 */
export function ReportMail({ analysisId }: { analysisId: number }) {
  const { t } = useTranslation('blueprint');
  const { t: tCommon } = useTranslation('common');
  const inputId = useId();
  const { list, schedule, cancel } = useReportMails(analysisId);
  const [sendAt, setSendAt] = useState(() => localInputValue(new Date(Date.now() + 3_600_000)));
  const now = new Date();
  const latest = new Date(now.getTime() + IDEA_MAIL_MAX_DAYS * 86_400_000);
  const failure = [schedule.error, cancel.error].find((error) => error instanceof ApiError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(sendAt);
    if (!Number.isNaN(at.getTime())) schedule.mutate(at.toISOString());
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('mail.explained')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
            {t('mail.when')}
          </label>
          <input
            id={inputId}
            type="datetime-local"
            required
            value={sendAt}
            min={localInputValue(now)}
            max={localInputValue(latest)}
            onChange={(event) => setSendAt(event.target.value)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-[15px] text-stone-900 outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
          />
        </div>
        <Button type="submit" isDisabled={schedule.isPending}>
          <Mail aria-hidden="true" className="size-4" />
          {schedule.isPending ? t('mail.scheduling') : t('mail.schedule')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={schedule.isPending}
          onPress={() => schedule.mutate(new Date().toISOString())}
        >
          {t('mail.now')}
        </Button>
      </form>
      {failure instanceof ApiError && <FormAlert>{errorMessage(failure, tCommon)}</FormAlert>}
      {schedule.isSuccess && !schedule.isPending && (
        <FormAlert tone="success">
          {Date.parse(schedule.data.sendAt) < Date.now() + 60_000
            ? t('mail.soon')
            : t('mail.scheduled', { when: when.format(new Date(schedule.data.sendAt)) })}
        </FormAlert>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
          {list.data.items.map((mail) => (
            <li
              key={mail.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm"
            >
              <span className="text-stone-800">
                {mail.sentAt
                  ? t('mail.sent', { when: when.format(new Date(mail.sentAt)) })
                  : t('mail.waiting', { when: when.format(new Date(mail.sendAt)) })}
                {mail.error && <span className="block text-xs text-amber-800">{mail.error}</span>}
              </span>
              {!mail.sentAt && (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => cancel.mutate(mail.id)}
                  isDisabled={cancel.isPending}
                  aria-label={t('mail.cancelLabel', { when: when.format(new Date(mail.sendAt)) })}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('mail.cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
