import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useWelcomeGate } from '../../features/auth';
import { NoticeBannerSlot } from '../../features/support';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useSchemaWarmup } from '../api/schemaWarmup';
import { useConsentPrompt } from '../consent/consentPrompt';
import { useThirdPartyScripts } from '../consent/thirdPartyScripts';
import { useLoginAction } from '../routing/useLoginAction';
import { startSession, watchSession } from '../session/sessionCheck';
import { BottomNav } from './BottomNav';
import { DeferredOverlays } from './DeferredOverlays';
import { PageReady } from './PageReady';
import { TopBar } from './TopBar';

/** Below every page's content, so it can come just after it (nothing above it moves when it lands). */
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** The frame around every page: everything F1 asks to hold on all of them lives here. */
export function AppShell() {
  const { t } = useTranslation();
  useLoginAction();
  useConsentPrompt();
  useThirdPartyScripts();
  useEffect(() => startSession(), []);
  useEffect(() => watchSession(), []);
  useWelcomeGate();
  useSchemaWarmup();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-pine-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>
      <TopBar />
      <NoticeBannerSlot />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 pt-8 pb-10 outline-none sm:px-6 lg:pt-10 print:max-w-none print:p-0"
      >
        <Suspense fallback={<PageSkeleton label={t('shell.loading')} />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomNav />
      <DeferredOverlays />
      {/*
       * Every freshly loaded document starts at the key 'default', so without this a page opened
       * by address (an e-mailed link, a bookmark) would get the scroll position of whichever page
       * was loaded last in this tab.
       */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}
