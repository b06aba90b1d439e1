import { z } from 'zod';

/**
 * Web push (issue 19, F14 channels): the browser's PushSubscription, as `subscription.toJSON()`
 * gives it. The keys are unpadded base64url (padding is accepted): p256dh is the browser's P-256
 * public key (65 bytes, uncompressed, so it starts with "B"), auth its 16-byte secret.
 *
 * The endpoint's scheme is checked again by the server, which knows where it runs: https only in
 * production; outside production also http://127.0.0.1 (a local push endpoint for tests).
 */
export const ZPushEndpoint = z
  .url({ protocol: /^https?$/, message: 'Not a push endpoint address (https://…).' })
  .max(2048);

export const ZPushSubscriptionInput = z.object({
  endpoint: ZPushEndpoint,
  /** When the browser says the subscription runs out; null or absent for most. Not stored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, {
      message: "Not the browser's push key (65 bytes, base64url).",
    }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, {
      message: "Not the browser's push secret (16 bytes, base64url).",
    }),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushUnsubscribe = z.object({ endpoint: ZPushEndpoint }).strict();
export type TPushUnsubscribe = z.infer<typeof ZPushUnsubscribe>;

/** Whether this server sends web push (VAPID keys configured), and the key browsers subscribe with. */
export const ZPushConfig = z.object({
  enabled: z.boolean(),
  /** The VAPID public key (base64url), for PushManager.subscribe's applicationServerKey; null when off. */
  publicKey: z.string().nullable(),
});
export type TPushConfig = z.infer<typeof ZPushConfig>;
