// The points module's public face: what other modules may use. Everything else in the folder is private.

export { holdPoints, releaseHold, settleHold } from './points.holds';
export { assertIdempotencyKey, idempotentReplay, withIdempotency } from './points.idempotency';
export { accountOf, experienceOf, writeEntry } from './points.ledger';
export { consumeAiCredit, currentPaidPlan, endPaidPlan, planStatus, startPaidPlan } from './points.plans';
export { payments, paymentWebhookDeliveries } from './points.tables';
export { type TrustCounts, trustCountsOf, trustLevelOf } from './points.trust';
