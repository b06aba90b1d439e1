import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasterWanted } from '../../ui/toast';
import { useConsentStore } from '../consent/consentStore';
import { whenIdle } from '../idle';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';

/*
 * The shell's overlays are closed on a first visit, so their code (dialogs, sheets, the voice call)
 * is not part of what a page needs to paint: each is its own chunk, fetched once the browser is
 * idle after the page appeared, or at once when something asks for it before then (a click on
 * "Log in", the menu, the to-do panel, an incoming call, the consent prompt, a toast). Imported by path so
 * that each overlay, not its feature's whole face, is split out.
 */
const LoginDialog = lazy(() =>
  import('../../features/auth/components/LoginDialog').then((m) => ({ default: m.LoginDialog })),
);
const TodoPanel = lazy(() =>
  import('../../features/tasks/components/TodoPanel').then((m) => ({ default: m.TodoPanel })),
);
const VoiceCallHost = lazy(() =>
  import('../../features/chat/voice/VoiceCallHost').then((m) => ({ default: m.VoiceCallHost })),
);
const ConsentDialog = lazy(() =>
  import('../consent/ConsentDialog').then((m) => ({ default: m.ConsentDialog })),
);
const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** How long a busy page may keep the overlays waiting before they load anyway. */
const OVERLAY_IDLE_TIMEOUT_MS = 4000;

function useOverlaysWanted(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), OVERLAY_IDLE_TIMEOUT_MS), []);
  const shellAsked = useUiStore((state) => state.loginDialogOpen || state.mobileMenuOpen);
  const userAsked = useUserStore((state) => state.todoOpen || state.voiceChat !== null);
  const consentAsked = useConsentStore((state) => state.dialogOpen);
  const toastAsked = useToasterWanted();
  return idle || shellAsked || userAsked || consentAsked || toastAsked;
}

export function DeferredOverlays() {
  if (!useOverlaysWanted()) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu />
      <TodoPanel />
      <LoginDialog />
      <VoiceCallHost />
      <ConsentDialog />
      <AppToaster />
    </Suspense>
  );
}
