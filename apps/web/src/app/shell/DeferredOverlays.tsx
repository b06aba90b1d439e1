import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useToasterWanted } from '../../ui/toast';
import { useConsentStore } from '../consent/consentStore';
import { whenFirstActs, whenIdle } from '../idle';
import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';

/*
 * The shell's overlays are closed on a first visit, so their code (dialogs, sheets, the voice call)
 * is not part of what a page needs to paint. Each group is fetched at once when something asks for
 * one of its overlays (a click on "Log in", the menu, the consent prompt, an incoming call, a toast),
 * and otherwise:
 * - the consent prompt and the toaster once the browser is idle: the prompt opens by itself then
 *   (F1.2) and every page has a toast container (F1.1);
 * - the phone menu and the log-in dialog (one chunk, visitorOverlays.ts) once the browser is idle
 *   for a member, and for a visitor on their first tap or key: a visitor who reads a shared page
 *   never fetches them;
 * - a member's overlays (the to-do panel, the voice call) once the browser is idle, for members only.
 * Imported by path so that each overlay, not its feature's whole face, is split out.
 */
const visitorOverlays = () => import('./visitorOverlays');
const LoginDialog = lazy(() => visitorOverlays().then((m) => ({ default: m.LoginDialog })));
const ConsentDialog = lazy(() =>
  import('../consent/ConsentDialog').then((m) => ({ default: m.ConsentDialog })),
);
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

/** True from the moment `start` calls back (it returns its cancel function), for good. */
function useHappened(start: (callback: () => void) => () => void): boolean {
  const [happened, setHappened] = useState(false);
  useEffect(() => start(() => setHappened(true)), [start]);
  return happened;
}

const startWhenIdle = (callback: () => void) => whenIdle(callback, OVERLAY_IDLE_TIMEOUT_MS);

/** A group of overlays, mounted (and its chunk fetched) once it is wanted. */
function Wanted({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function DeferredOverlays() {
  const idle = useHappened(startWhenIdle);
  const acted = useHappened(whenFirstActs);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const shellAsked = useUiStore((state) => state.loginDialogOpen || state.mobileMenuOpen);
  const consentAsked = useConsentStore((state) => state.dialogOpen);
  const memberAsked = useUserStore((state) => state.todoOpen || state.voiceChat !== null);
  const toastAsked = useToasterWanted();
  return (
    <>
      <Wanted when={(idle && (loggedIn || acted)) || shellAsked}>
        <MobileMenu />
        <LoginDialog />
      </Wanted>
      <Wanted when={idle || consentAsked}>
        <ConsentDialog />
      </Wanted>
      <Wanted when={(idle && loggedIn) || memberAsked}>
        <TodoPanel />
        <VoiceCallHost />
      </Wanted>
      <Wanted when={idle || toastAsked}>
        <AppToaster />
      </Wanted>
    </>
  );
}
