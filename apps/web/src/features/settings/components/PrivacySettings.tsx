import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsentStore } from '../../../app/consent/consentStore';
import { Button } from '../../../ui/Button';

/** The one setting that already works: the consent choice of this browser. */
export function PrivacySettings() {
  const { t, i18n } = useTranslation('settings');
  const choice = useConsentStore((state) => state.choice);
  const openDialog = useConsentStore((state) => state.openDialog);
  const onOff = (allowed: boolean) => t(allowed ? 'privacy.status.on' : 'privacy.status.off');

  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-50 ring-1 ring-amber-200"
          >
            <Cookie className="size-5 text-amber-700" />
          </span>
          <div>
            <h2 id="privacy-settings-title" className="text-base font-semibold text-stone-900">
              {t('privacy.title')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t('privacy.body')}</p>
            <p className="mt-3 text-sm font-medium text-stone-800" data-testid="consent-summary">
              {choice
                ? t('privacy.status.summary', { analytics: onOff(choice.analytics), ads: onOff(choice.ads) })
                : t('privacy.status.none')}
            </p>
            {choice && (
              <p className="mt-1 text-xs text-stone-500">
                {t('privacy.status.decidedAt', {
                  date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                    new Date(choice.decidedAt),
                  ),
                })}
              </p>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
          <Button variant="secondary" onPress={() => openDialog(true)}>
            {t('privacy.change')}
          </Button>
          <Link to="/privacy" className="text-sm font-medium text-pine-700 hover:underline">
            {t('privacy.policy')}
          </Link>
        </div>
      </div>
    </section>
  );
}
