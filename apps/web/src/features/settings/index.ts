// What other features may use of settings; the page itself is routed by path.
export { usePushConfig } from './hooks/usePushSubscription';
