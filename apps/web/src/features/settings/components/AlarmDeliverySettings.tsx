import type { DigestFrequencyCode, TAlarmSettings } from '@sidecamp/domain';
import { DIGEST_FREQUENCIES } from '@sidecamp/domain/core';
import { Check, LoaderCircle, Mail } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '../../../ui/SelectField';
import { toast } from '../../../ui/toast';
import { ChoiceCards } from '../../auth';
import { useAlarmSettings, useUpdateAlarmSettings } from '../hooks/useAlarmSettings';
import { SettingsSection } from './SettingsSection';

const DEFAULT_START = 22 * 60;
const DEFAULT_END = 7 * 60;

/** 1320 → "22:00" (the value of a time input). */
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** "22:00" → 1320; null for an empty or broken value. */
const fromClock = (value: string): number | null => {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes < 1440 ? minutes : null;
};

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with the person's own and UTC always among them. */
function timeZones(...always: string[]): string[] {
  let known: string[] = [];
  try {
    known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    known = [];
  }
  return [...new Set([...always, 'UTC', ...known])].sort((a, b) => a.localeCompare(b));
}

function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="time"
        step={300}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-[15px] text-stone-900 outline-none transition-colors focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
      />
    </div>
  );
}

/** The digest choice and the quiet-hours form, once the settings are loaded. */
function DeliveryForm({ settings }: { settings: TAlarmSettings }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const update = useUpdateAlarmSettings();
  const ownZone = useMemo(browserTimeZone, []);
  const hasQuiet = settings.quietStart !== null && settings.quietEnd !== null;

  const [digest, setDigest] = useState<string>(settings.digest);
  const [digestSaved, setDigestSaved] = useState(false);
  const [quietOn, setQuietOn] = useState(hasQuiet);
  const [start, setStart] = useState(toClock(settings.quietStart ?? DEFAULT_START));
  const [end, setEnd] = useState(toClock(settings.quietEnd ?? DEFAULT_END));
  // A zone chosen before is kept; otherwise the browser's own, rather than the server's UTC.
  const [timeZone, setTimeZone] = useState(
    hasQuiet || settings.timeZone !== 'UTC' ? settings.timeZone : ownZone,
  );
  const [quietError, setQuietError] = useState<string | null>(null);
  const [quietSaved, setQuietSaved] = useState(false);
  const zones = useMemo(() => timeZones(ownZone, settings.timeZone), [ownZone, settings.timeZone]);

  const onDigest = (value: string) => {
    if (!DIGEST_FREQUENCIES.isCode(value)) return;
    const previous = digest;
    setDigest(value);
    setDigestSaved(false);
    update.mutate(
      { digest: value as DigestFrequencyCode },
      {
        onSuccess: () => setDigestSaved(true),
        onError: (error) => {
          setDigest(previous);
          toast.error(
            t('delivery.failed'),
            error instanceof ApiError ? errorMessage(error, tCommon) : undefined,
          );
        },
      },
    );
  };

  const onSaveQuiet = (event: FormEvent) => {
    event.preventDefault();
    setQuietSaved(false);
    const quietStart = fromClock(start);
    const quietEnd = fromClock(end);
    if (quietOn && (quietStart === null || quietEnd === null)) {
      setQuietError(t('delivery.quiet.errors.time'));
      return;
    }
    if (quietOn && quietStart === quietEnd) {
      setQuietError(t('delivery.quiet.errors.same'));
      return;
    }
    setQuietError(null);
    update.mutate(quietOn ? { quietStart, quietEnd, timeZone } : { quietStart: null, quietEnd: null }, {
      onSuccess: () => setQuietSaved(true),
      onError: (error) =>
        setQuietError(error instanceof ApiError ? errorMessage(error, tCommon) : t('delivery.failed')),
    });
  };

  return (
    <div className="space-y-8">
      <div>
        <ChoiceCards
          label={t('delivery.digest.label')}
          value={digest}
          onChange={onDigest}
          options={DIGEST_FREQUENCIES.codes.map((code) => ({
            value: code,
            label: t(`delivery.digest.options.${code}`),
          }))}
          columns={2}
        />
        <p role="status" className="mt-3 flex min-h-5 items-center gap-1.5 text-sm text-stone-500">
          {digestSaved && !update.isPending && (
            <Check aria-hidden="true" className="size-3.5 shrink-0 text-pine-700" />
          )}
          {t(`delivery.digest.explain.${digest}`)}
        </p>
      </div>

      <form onSubmit={onSaveQuiet} noValidate className="border-t border-stone-100 pt-6">
        <h3 className="text-sm font-semibold text-stone-900">{t('delivery.quiet.title')}</h3>
        <p className="mt-1 text-sm text-stone-600">{t('delivery.quiet.description')}</p>
        <CheckboxField
          className="mt-4"
          label={t('delivery.quiet.enable')}
          isSelected={quietOn}
          onChange={(on) => {
            setQuietOn(on);
            setQuietSaved(false);
          }}
        />
        {quietOn && (
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[9rem_9rem_minmax(0,1fr)]">
            <TimeInput label={t('delivery.quiet.start')} value={start} onChange={setStart} />
            <TimeInput label={t('delivery.quiet.end')} value={end} onChange={setEnd} />
            <SelectField
              className="col-span-2 sm:col-span-1"
              label={t('delivery.quiet.timeZone')}
              value={timeZone}
              onChange={setTimeZone}
              options={zones.map((zone) => ({
                value: zone,
                label: zone === ownZone ? t('delivery.quiet.ownZone', { zone }) : zone.replaceAll('_', ' '),
              }))}
            />
          </div>
        )}
        {quietError && (
          <div className="mt-4">
            <FormAlert>{quietError}</FormAlert>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" isDisabled={update.isPending}>
            {t('delivery.quiet.save')}
          </Button>
          <p role="status" className="flex items-center gap-1.5 text-sm text-stone-500">
            {update.isPending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                {t('delivery.saving')}
              </>
            ) : quietSaved ? (
              <>
                <Check aria-hidden="true" className="size-3.5 text-pine-700" />
                {quietOn ? t('delivery.quiet.savedOn', { start, end }) : t('delivery.quiet.savedOff')}
              </>
            ) : null}
          </p>
        </div>
      </form>
    </div>
  );
}

/**
 * How notifications reach me beyond the app (issue 19): how often the kinds switched on in the
 * E-mail column are e-mailed as a digest, and quiet hours without pop-ups or pushes.
 */
export function AlarmDeliverySettings() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const query = useAlarmSettings();
  return (
    <SettingsSection
      id="delivery"
      icon={Mail}
      title={t('delivery.title')}
      description={t('delivery.description')}
    >
      {query.isPending ? (
        <div role="status" className="h-40 animate-pulse rounded-xl bg-stone-200/70">
          <span className="sr-only">{tCommon('shell.loading')}</span>
        </div>
      ) : query.isError ? (
        <FormAlert>
          {query.error instanceof ApiError ? errorMessage(query.error, tCommon) : tCommon('errors.INTERNAL')}
        </FormAlert>
      ) : (
        <DeliveryForm key={query.viewer} settings={query.data} />
      )}
    </SettingsSection>
  );
}
