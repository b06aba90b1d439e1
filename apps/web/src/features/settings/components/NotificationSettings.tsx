import type { NotificationChannelCode, NotificationKindCode, TSettings } from '@sidecamp/domain';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Bell, Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { toast } from '../../../ui/toast';
import { usePushConfig } from '../hooks/usePushSubscription';
import { useUpdateSettings } from '../hooks/useSettings';
import { PushDeviceSetting } from './PushDeviceSetting';
import { SettingsSection } from './SettingsSection';

type Preference = TSettings['notifications'][number];

/** A compact on/off switch whose name says both the kind and the channel. */
function GridSwitch({
  label,
  isSelected,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Switch
      aria-label={label}
      isSelected={isSelected}
      onChange={onChange}
      className="group inline-flex cursor-pointer"
    >
      <span
        aria-hidden="true"
        className={clsx(
          'flex h-6 w-11 items-center rounded-full p-0.5 transition-colors',
          'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-pine-600',
          isSelected ? 'bg-pine-700' : 'bg-stone-300',
        )}
      >
        <span
          className={clsx(
            'size-5 rounded-full bg-white shadow transition-transform',
            isSelected ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
    </Switch>
  );
}

/**
 * Which notifications reach me, per kind and channel (F3.6). Each switch saves at once; the whole
 * grid is sent, so two quick changes cannot undo each other.
 */
export function NotificationSettings({ settings }: { settings: TSettings }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const update = useUpdateSettings();
  const [preferences, setPreferences] = useState<Preference[]>(settings.notifications);
  const [saved, setSaved] = useState(false);
  // A switch that cannot do anything is not shown: push needs the server's VAPID keys.
  const pushEnabled = usePushConfig().data?.enabled === true;
  const channels = NOTIFICATION_CHANNELS.entries.filter((channel) => channel.code !== 'push' || pushEnabled);
  const kinds = NOTIFICATION_KINDS.entries;

  const isOn = (kind: NotificationKindCode, channel: NotificationChannelCode) =>
    preferences.find((preference) => preference.kind === kind && preference.channel === channel)?.enabled ??
    false;

  const toggle = (kind: NotificationKindCode, channel: NotificationChannelCode, enabled: boolean) => {
    const previous = preferences;
    const next = NOTIFICATION_KINDS.codes.flatMap((k) =>
      NOTIFICATION_CHANNELS.codes.map((c) => ({
        kind: k,
        channel: c,
        enabled: k === kind && c === channel ? enabled : isOn(k, c),
      })),
    );
    setPreferences(next);
    setSaved(false);
    update.mutate(
      { notifications: next },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          setPreferences(previous);
          toast.error(
            t('notifications.failed'),
            error instanceof ApiError ? errorMessage(error, tCommon) : undefined,
          );
        },
      },
    );
  };

  return (
    <SettingsSection
      id="notifications"
      icon={Bell}
      title={t('notifications.title')}
      description={t('notifications.description')}
    >
      <div className="-mx-2 overflow-x-auto px-2">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('notifications.caption')}</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-2 pr-3 text-left font-medium text-stone-500">
                {t('notifications.kind')}
              </th>
              {channels.map((channel) => (
                <th
                  key={channel.code}
                  scope="col"
                  className="w-16 px-1 py-2 text-center font-medium text-stone-500 sm:w-24"
                >
                  {t(`notifications.channels.${channel.code}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {kinds.map((kind) => (
              <tr key={kind.code}>
                <th scope="row" className="py-3 pr-3 text-left font-medium text-stone-800">
                  {kind.label}
                </th>
                {channels.map((channel) => (
                  <td key={channel.code} className="px-1 py-3 text-center">
                    <GridSwitch
                      label={t('notifications.switch', { kind: kind.label, channel: channel.label })}
                      isSelected={isOn(kind.code, channel.code)}
                      onChange={(on) => toggle(kind.code, channel.code, on)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="mt-3 flex min-h-5 items-center gap-1.5 text-sm text-stone-500">
        {update.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            {t('notifications.saving')}
          </>
        ) : saved ? (
          <>
            <Check aria-hidden="true" className="size-3.5 text-pine-700" />
            {t('notifications.saved')}
          </>
        ) : (
          t('notifications.hint')
        )}
      </p>
      <PushDeviceSetting anyPushKindOn={NOTIFICATION_KINDS.codes.some((kind) => isOn(kind, 'push'))} />
    </SettingsSection>
  );
}
