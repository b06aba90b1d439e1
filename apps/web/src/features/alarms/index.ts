// The alarm centre's public face for other features: the bell's badge and the mute controls.
export { AlarmBadgeSlot } from './components/alarmSlots';
export { MutePersonButton } from './components/MutePersonButton';
export { WatchButton } from './components/WatchButton';
export { useDesktopNotifications } from './hooks/useDesktopNotifications';
