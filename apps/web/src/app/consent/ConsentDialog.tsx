import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { Toggle } from '../../ui/Toggle';
import { translationList } from '../i18n/translationList';
import { useConsentStore } from './consentStore';

/**
 * Non-modal on purpose: the page stays usable (and the privacy policy readable) while deciding.
 * Nothing optional loads until a choice is made.
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const isOpen = useConsentStore((state) => state.dialogOpen);
  const reopened = useConsentStore((state) => state.reopened);
  const choice = useConsentStore((state) => state.choice);
  const decide = useConsentStore((state) => state.decide);
  const closeDialog = useConsentStore((state) => state.closeDialog);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [ads, setAds] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setCustomising(false);
    setAnalytics(choice?.analytics ?? false);
    setAds(choice?.ads ?? false);
    // Opened on purpose from a button: move focus in, and give it back on close.
    if (reopened) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialogRef.current?.focus();
    }
    return () => {
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    };
  }, [isOpen, reopened, choice]);

  // Escape closes it wherever focus is: the dialog is non-modal, so focus may be on the page.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeDialog();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, closeDialog]);

  // Switching views unmounts the pressed button; keep focus inside the dialog instead of losing it.
  useEffect(() => {
    if (isOpen && customising)
      dialogRef.current?.querySelector<HTMLElement>('[role="switch"]:not([disabled])')?.focus();
  }, [isOpen, customising]);

  if (!isOpen) return null;

  return (
    <dialog
      ref={dialogRef}
      open
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-3 bottom-3 z-40 m-0 max-h-[calc(100dvh-7rem)] w-auto max-w-none overflow-y-auto animate-rise-in rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-lift outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[28rem] max-lg:bottom-20"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg bg-amber-50 ring-1 ring-amber-200"
          >
            <Cookie className="size-5 text-amber-700" />
          </span>
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {t('consent.title')}
          </h2>
        </div>
        {/*
         * Short points rather than one paragraph: on a phone a long paragraph here was the largest
         * text on a page that arrives rendered, so it decided when the page counted as painted.
         */}
        <div id={descriptionId} className="mt-3 space-y-1.5 text-sm text-stone-600">
          {translationList(t, 'consent.points').map((point) => (
            <p key={point}>{point}</p>
          ))}
          <p>
            <Link
              to="/privacy"
              className="font-medium text-pine-700 underline underline-offset-2 hover:text-pine-900"
            >
              {t('consent.privacyLink')}
            </Link>
          </p>
        </div>

        {customising ? (
          <div className="mt-4 space-y-2">
            <Toggle
              label={t('consent.necessary.label')}
              description={t('consent.necessary.description')}
              isSelected
              isDisabled
            />
            <Toggle
              label={t('consent.analytics.label')}
              description={t('consent.analytics.description')}
              isSelected={analytics}
              onChange={setAnalytics}
            />
            <Toggle
              label={t('consent.ads.label')}
              description={t('consent.ads.description')}
              isSelected={ads}
              onChange={setAds}
            />
            <div className="flex flex-wrap justify-end gap-2 pt-3">
              <Button variant="ghost" onPress={() => setCustomising(false)}>
                {t('consent.back')}
              </Button>
              <Button variant="primary" onPress={() => decide(analytics, ads)}>
                {t('consent.save')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <Button variant="ghost" className="max-sm:w-full" onPress={() => setCustomising(true)}>
              {t('consent.customise')}
            </Button>
            <div className="flex flex-1 gap-2 max-sm:w-full sm:justify-end">
              <Button
                variant="secondary"
                className="flex-1 sm:flex-none"
                onPress={() => decide(false, false)}
              >
                {t('consent.rejectAll')}
              </Button>
              <Button variant="primary" className="flex-1 sm:flex-none" onPress={() => decide(true, true)}>
                {t('consent.acceptAll')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
