import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors';
import { verifySignature } from './payments.signature';

/** What a provider told us about a payment, after its signature was verified. */
export type ProviderEvent = {
  /** The provider's event id (for the delivery log). */
  eventId: string;
  type: 'paid' | 'failed' | 'refunded' | 'cancelled' | 'ignored';
  /** Our payment id when the provider echoes it (metadata / client reference). */
  paymentId: string | null;
  /** The provider's checkout session id. */
  sessionId: string | null;
  /** The provider's own payment id (Stripe payment intent). */
  providerPaymentId: string | null;
  /** What the provider says it charged, checked against the payment. */
  amountCents: number | null;
  rawType: string;
};

export type CheckoutRequest = {
  paymentId: string;
  productLabel: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentProvider = {
  name: 'sandbox' | 'stripe';
  createCheckout: (request: CheckoutRequest) => Promise<{ sessionId: string; url: string }>;
  /** Verifies the signature and timestamp and reads the event; throws WEBHOOK_REJECTED otherwise. */
  parseWebhook: (
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ) => ProviderEvent;
};

export const SANDBOX_SIGNATURE_HEADER = 'sidecamp-signature';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function verified(secret: string, rawBody: string, header: string | undefined, now: Date): unknown {
  const check = verifySignature(secret, rawBody, header, Math.floor(now.getTime() / 1000));
  if (!check.ok) throw new AppError('WEBHOOK_REJECTED', { message: check.reason });
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new AppError('WEBHOOK_REJECTED', { message: 'The body is not JSON.' });
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

/** The sandbox's webhook body: what our own checkout page "provider" sends. */
export type SandboxWebhookBody = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
  created: number;
  data: { sessionId: string; paymentId: string; amountCents: number; currency: string };
};

/**
 * The built-in sandbox (the default): checkout is our own page at /checkout/sandbox/:sessionId
 * where the buyer presses Pay or Fail; the sandbox then signs and posts a webhook exactly like a
 * real provider, so the same verification and crediting path runs as in production.
 */
export function createSandboxProvider(options: {
  webhookSecret: string;
  publicUrl: string;
}): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      void request;
      return { sessionId, url: `/checkout/sandbox/${sessionId}` };
    },
    parseWebhook(rawBody, headers, now) {
      const body = verified(
        options.webhookSecret,
        rawBody,
        headerOf(headers, SANDBOX_SIGNATURE_HEADER),
        now,
      ) as Partial<SandboxWebhookBody>;
      const data = (body.data ?? {}) as Partial<SandboxWebhookBody['data']>;
      const type =
        body.type === 'payment.succeeded'
          ? 'paid'
          : body.type === 'payment.failed'
            ? 'failed'
            : body.type === 'payment.refunded'
              ? 'refunded'
              : 'ignored';
      return {
        eventId: text(body.id) ?? 'unknown',
        type,
        paymentId: text(data.paymentId),
        sessionId: text(data.sessionId),
        providerPaymentId: text(data.sessionId),
        amountCents: integer(data.amountCents),
        rawType: String(body.type),
      };
    },
  };
}

/**
 * Stripe: a Checkout Session created through Stripe's HTTP API (no SDK), and webhooks verified
 * with the Stripe-Signature scheme. Our payment id travels as client_reference_id and metadata.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  apiBase?: string;
}): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const apiBase = options.apiBase ?? 'https://api.stripe.com';
  return {
    name: 'stripe',
    async createCheckout(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.paymentId,
        'metadata[paymentId]': request.paymentId,
        'payment_intent_data[metadata][paymentId]': request.paymentId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amountCents),
        'line_items[0][price_data][product_data][name]': request.productLabel,
      });
      const response = await doFetch(`${apiBase}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `checkout-${request.paymentId}`,
        },
        body: form,
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        url?: string;
        error?: { message?: string };
      };
      if (!response.ok || !body.id || !body.url) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: `The payment provider refused the checkout: ${body.error?.message ?? response.status}. Nothing was charged.`,
        });
      }
      return { sessionId: body.id, url: body.url };
    },
    parseWebhook(rawBody, headers, now) {
      const event = verified(
        options.webhookSecret,
        rawBody,
        headerOf(headers, STRIPE_SIGNATURE_HEADER),
        now,
      ) as {
        id?: string;
        type?: string;
        data?: { object?: Record<string, unknown> };
      };
      const object = event.data?.object ?? {};
      const metadata = (object.metadata ?? {}) as Record<string, unknown>;
      const base = {
        eventId: text(event.id) ?? 'unknown',
        rawType: String(event.type),
        paymentId: text(metadata.paymentId) ?? text(object.client_reference_id),
      };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return {
            ...base,
            type: object.payment_status === 'paid' ? 'paid' : 'ignored',
            sessionId: text(object.id),
            providerPaymentId: text(object.payment_intent),
            amountCents: integer(object.amount_total),
          };
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return {
            ...base,
            type: 'failed',
            sessionId: text(object.id),
            providerPaymentId: null,
            amountCents: null,
          };
        case 'charge.refunded':
          return {
            ...base,
            type: 'refunded',
            sessionId: null,
            providerPaymentId: text(object.payment_intent),
            amountCents: integer(object.amount_refunded),
          };
        default:
          return { ...base, type: 'ignored', sessionId: null, providerPaymentId: null, amountCents: null };
      }
    },
  };
}
