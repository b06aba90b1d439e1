import { getRealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { toast } from '../../../ui/toast';

/** Rings the other person of a one-to-one room; the answer arrives as waitingForAccepting to both sides. */
export async function startVoiceCall(roomId: string): Promise<void> {
  const socket = getRealtimeSocket();
  if (!socket?.connected) return;
  // Ask now, inside the click, so the browser shows its permission prompt to a person who asked.
  if ('Notification' in window && Notification.permission === 'default')
    void Notification.requestPermission();
  try {
    const ack = await socket.timeout(8_000).emitWithAck('voiceCall', { roomId });
    if (!ack.ok) toast.error(ack.message);
  } catch {
    // Spec point 8: chat call failures are swallowed; the button is available again.
  }
}

/** A desktop notification when the page may show one; nothing otherwise (the dialog shows anyway). */
export function notifyDesktop(title: string): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { tag: 'sidecamp-voice' });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-page dialog remains.
  }
}
