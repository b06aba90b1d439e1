/**
 * The payments area's public face: what other modules may use. No module calls payments (it calls
 * points, to credit what was paid for); its service and routes are composed by payments.module.ts,
 * which app.ts registers from its own file. Everything else in the folder is private.
 */
import './payments.events';

export type { PaymentProvider } from './payments.providers';
