import { createHmac, timingSafeEqual } from 'node:crypto';

/** Webhooks older (or further in the future) than this are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: Stripe's scheme, used by the sandbox too. */
export function signPayload(secret: string, rawBody: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

/**
 * Verifies a signature header against the raw body: any v1 signature may match (a provider rolling
 * its secret sends two), compared in constant time, and the timestamp must be within the tolerance.
 */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The signature header is missing.' };
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts
    .filter(([key, value]) => key === 'v1' && value)
    .map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    return { ok: false, reason: 'The signature header is malformed.' };
  }
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'),
    'utf8',
  );
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'The signature does not match.' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return {
      ok: false,
      reason: 'The delivery is older than 5 minutes (or from the future) and was refused as a replay.',
    };
  }
  return { ok: true, timestamp };
}
