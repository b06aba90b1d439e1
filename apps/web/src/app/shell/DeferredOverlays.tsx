import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasterWanted, wantToaster } from '../../ui/toast';
import { useConsentStore } from '../consent/consentStore';
import { whenIdle } from '../idle';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';

/*
 * The shell's overlays are closed on a first visit, so their code (dialogs, sheets, the voice call)
 * is not part of what a page needs to paint. The phone menu, the log-in dialog and the consent
 * prompt (one chunk, visitorOverlays.ts) are fetched once the browser is idle after the page
 * appeared, or at once when something asks for one before then (a click on "Log in", the menu,
 * the consent prompt). A member's overlays (the to-do panel, the voice call) and the toaster follow
 * when the browser is idle once someone is logged in, so a visitor's phone fetches them only when
 * something asks (a raised toast mounts the container, F1.1, before it shows: ui/toast.ts).
 * Imported by path so that each overlay, not its feature's whole face, is split out.
 */
const visitorOverlays = () => import('./visitorOverlays');
const LoginDialog = lazy(() => visitorOverlays().then((m) => ({ default: m.LoginDialog })));
const ConsentDialog = lazy(() => visitorOverlays().then((m) => ({ default: m.ConsentDialog })));
const MobileMenu = lazy(() => visitorOverlays().then((m) => ({ default: m.MobileMenu })));
const TodoPanel = lazy(() =>
  import('../../features/tasks/components/TodoPanel').then((m) => ({ default: m.TodoPanel })),
);
const VoiceCallHost = lazy(() =>
  import('../../features/chat/voice/VoiceCallHost').then((m) => ({ default: m.VoiceCallHost })),
);
const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

/** How long a busy page may keep the overlays waiting before they load anyway. */
const OVERLAY_IDLE_TIMEOUT_MS = 4000;

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), OVERLAY_IDLE_TIMEOUT_MS), []);
  return idle;
}

export function DeferredOverlays() {
  const idle = useIdle();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const shellAsked = useUiStore((state) => state.loginDialogOpen || state.mobileMenuOpen);
  const consentAsked = useConsentStore((state) => state.dialogOpen);
  const memberAsked = useUserStore((state) => state.todoOpen || state.voiceChat !== null);
  const toastAsked = useToasterWanted();
  const visitorOverlays = idle || shellAsked || consentAsked;
  const memberOverlays = (idle && loggedIn) || memberAsked;
  // A visitor's page raises a toast rarely (a failed log-in, a copied link), so sonner comes with the
  // first one; a member's comes when the browser is idle, because chat and alarms raise them unasked.
  useEffect(() => {
    if (idle && loggedIn) wantToaster();
  }, [idle, loggedIn]);
  return (
    <>
      {visitorOverlays && (
        <Suspense fallback={null}>
          <MobileMenu />
          <LoginDialog />
          <ConsentDialog />
        </Suspense>
      )}
      {memberOverlays && (
        <Suspense fallback={null}>
          <TodoPanel />
          <VoiceCallHost />
        </Suspense>
      )}
      {toastAsked && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
