export { AvailabilityHint } from './components/AvailabilityHint';
export { ChoiceCards } from './components/ChoiceCards';
export { JobPicker } from './components/JobPicker';
export { SocialLoginButtons } from './components/SocialLoginButtons';
export { useAvailability } from './hooks/useAvailability';
export { useWelcomeGate } from './hooks/useWelcomeGate';
export { safeReturnTo } from './returnTo';
