// The alarms module's public face: what other modules may use. Everything else in the folder is private.
export { personMutes, pushSubscriptions } from './alarms.tables';
export { unsubscribeUrl } from './alarms.unsubscribe';
