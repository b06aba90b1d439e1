import { BellRing, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { usePushSubscription } from '../hooks/usePushSubscription';

/**
 * "Push notifications on this device" (F14 channels): turns web push on or off for this browser.
 * Which kinds are pushed is the Push column of the grid above; quiet hours hold pushes back.
 * Where push cannot work (no VAPID keys on the server, no PushManager in the browser), it says so,
 * and still offers pop-ups while Sidecamp is open if the browser can show them.
 */
export function PushDeviceSetting({ anyPushKindOn }: { anyPushKindOn: boolean }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const push = usePushSubscription();
  const { state, busy, problem } = push;

  const status =
    state === 'unavailable' && push.configFailed
      ? t('notifications.push.configFailed')
      : t(`notifications.push.${state}`);
  const problemText =
    problem === null
      ? null
      : problem === 'denied'
        ? t('notifications.push.problems.denied')
        : problem === 'browser'
          ? t('notifications.push.problems.browser')
          : errorMessage(problem.api, tCommon);
  const cannotPush = state === 'unsupported' || state === 'unavailable';

  return (
    <div className="mt-5 border-t border-stone-200 pt-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
          <div className="min-w-0">
            <h3 id="push-device-title" className="text-sm font-semibold text-stone-900">
              {t('notifications.push.title')}
            </h3>
            <p role="status" className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
              {state === 'checking' && (
                <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 animate-spin" />
              )}
              {status}
            </p>
            {state === 'on' && !anyPushKindOn && (
              <p className="mt-1 text-sm text-amber-800">{t('notifications.push.noKinds')}</p>
            )}
            {(state === 'on' || state === 'off') && (
              <p className="mt-1 text-sm text-stone-500">{t('notifications.push.quiet')}</p>
            )}
            {cannotPush && push.canAskForPopups && (
              <p className="mt-1 text-sm text-stone-600">{t('notifications.push.popups')}</p>
            )}
          </div>
        </div>
        <div className="shrink-0 sm:pt-0.5">
          {state === 'off' && (
            <Button
              variant="primary"
              isPending={busy}
              onPress={() => void push.turnOn()}
              className="max-sm:w-full"
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {busy ? t('notifications.push.turningOn') : t('notifications.push.turnOn')}
            </Button>
          )}
          {state === 'on' && (
            <Button
              variant="secondary"
              isPending={busy}
              onPress={() => void push.turnOff()}
              className="max-sm:w-full"
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {busy ? t('notifications.push.turningOff') : t('notifications.push.turnOff')}
            </Button>
          )}
          {cannotPush && push.canAskForPopups && (
            <Button variant="secondary" onPress={() => void push.allowPopups()} className="max-sm:w-full">
              {t('notifications.push.allowPopups')}
            </Button>
          )}
        </div>
      </div>
      {problemText && <FormAlert className="mt-3">{problemText}</FormAlert>}
    </div>
  );
}
