// The payments module's public face: what other modules may use. Everything else in the folder is private.

export type { PaymentProvider } from './payments.providers';
export { createSandboxProvider, createStripeProvider } from './payments.providers';
export { paymentsRoutes } from './payments.routes';
export { createPaymentService } from './payments.service';
