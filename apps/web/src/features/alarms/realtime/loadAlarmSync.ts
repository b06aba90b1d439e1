/**
 * The alarm centre's listeners (the bell's counts, the open list), for the app to register on its
 * realtime socket (boot.tsx): they load with the socket itself, when a session opens, and are on
 * the socket before it connects, so no notification announced after that is missed.
 */
export function loadAlarmSync() {
  return import('./alarmSync').then((m) => m.attachAlarmSync);
}
