import {
  ZCheckoutInput,
  ZCheckoutSession,
  ZPayment,
  ZPaymentParams,
  ZSandboxOutcome,
  ZSandboxSessionParams,
} from '@sidecamp/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { userOf } from '../auth';
import { SANDBOX_SIGNATURE_HEADER, type SandboxWebhookBody } from './payments.providers';
import { type PaymentService, presentPayment } from './payments.service';
import { signPayload } from './payments.signature';

const tags = ['payments'];
const WHO_ME = 'The logged-in user, for their own payments only (401 logged out, 404 for anyone else’s).';
export const WEBHOOK_PATH = '/payments/webhook';

const ZWebhookAnswer = z.object({ received: z.literal(true), outcome: z.string() });
const ZSandboxDelivery = z.object({
  payment: ZPayment,
  /** The delivery the sandbox posted to our webhook, as a provider would have sent it. */
  delivery: z.object({ url: z.string(), headers: z.record(z.string(), z.string()), body: z.string() }),
  webhookStatus: z.number(),
  outcome: z.string(),
});

export function paymentsRoutes(deps: {
  payments: PaymentService;
  webhookSecret: string;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { payments } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };

    app.post(
      '/payments/checkout',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Start a checkout for a point pack or a plan',
          description: `The logged-in user (401 otherwise). 409 NOT_PURCHASABLE for Free and Pro (Coming Soon); 409 CONFLICT while a paid plan runs. Answers the provider's checkout address; points arrive only from the provider's signed webhook.`,
          body: ZCheckoutInput,
          response: { 201: ZCheckoutSession },
        },
      },
      async (request, reply) => reply.code(201).send(await payments.checkout(userOf(request), request.body)),
    );

    app.get(
      '/payments',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My payments, newest first',
          description: WHO_ME,
          response: { 200: z.array(ZPayment) },
        },
      },
      async (request) => payments.list(userOf(request)),
    );

    app.get(
      '/payments/:paymentId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'One of my payments',
          description: WHO_ME,
          params: ZPaymentParams,
          response: { 200: ZPayment },
        },
      },
      async (request) => payments.get(userOf(request), request.params.paymentId),
    );

    app.get(
      '/payments/sandbox/:sessionId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'A sandbox checkout session (the built-in test provider)',
          description: `${WHO_ME} 404 when the provider is Stripe.`,
          params: ZSandboxSessionParams,
          response: { 200: ZPayment },
        },
      },
      async (request) =>
        presentPayment(await payments.sandboxSession(userOf(request), request.params.sessionId)),
    );

    app.post(
      '/payments/sandbox/:sessionId/complete',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Pay or fail a sandbox checkout',
          description: `${WHO_ME} The sandbox then signs a webhook (Sidecamp-Signature: t=..,v1=HMAC-SHA256) and posts it to ${WEBHOOK_PATH}/sandbox exactly like a provider; the answer shows that delivery. 409 when the session was already paid or failed.`,
          params: ZSandboxSessionParams,
          body: ZSandboxOutcome,
          response: { 200: ZSandboxDelivery },
        },
      },
      async (request) => {
        const payment = await payments.sandboxSession(userOf(request), request.params.sessionId);
        if (payment.status !== 'pending') {
          throw new AppError('CONFLICT', { message: `This checkout is already ${payment.status}.` });
        }
        const created = Math.floor(deps.now().getTime() / 1000);
        const body: SandboxWebhookBody = {
          id: `evt_${request.id}`,
          type: request.body.outcome === 'pay' ? 'payment.succeeded' : 'payment.failed',
          created,
          data: {
            sessionId: request.params.sessionId,
            paymentId: payment.id,
            amountCents: payment.amountCents,
            currency: payment.currency,
          },
        };
        const raw = JSON.stringify(body);
        const headers = {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signPayload(deps.webhookSecret, raw, created),
        };
        const url = `/api${WEBHOOK_PATH}/sandbox`;
        // Delivered through the full HTTP pipeline (routing, raw body, signature check) like any
        // provider's request; only the socket is skipped.
        const delivered = await (app as unknown as FastifyInstance).inject({
          method: 'POST',
          url,
          headers,
          payload: raw,
        });
        const answer = delivered.json() as { outcome?: string };
        return {
          payment: await payments.get(userOf(request), payment.id),
          delivery: { url, headers, body: raw },
          webhookStatus: delivered.statusCode,
          outcome: answer.outcome ?? 'rejected',
        };
      },
    );

    await app.register(async (hooks) => {
      // Signatures are over the exact bytes received, so webhooks keep the raw body.
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      for (const name of ['sandbox', 'stripe'] as const) {
        hooks.post(
          `${WEBHOOK_PATH}/${name}`,
          {
            schema: {
              tags,
              summary: `Payment provider webhook (${name})`,
              description: `The payment provider only: signed (${name === 'stripe' ? 'Stripe-Signature' : 'Sidecamp-Signature'} t=..,v1=..), at most 5 minutes old; 400 WEBHOOK_REJECTED otherwise. 404 when ${name} is not the configured provider. Repeats credit nothing twice.`,
              response: { 200: ZWebhookAnswer },
            },
          },
          async (request) => {
            if (payments.provider.name !== name) {
              throw new AppError('NOT_FOUND', { message: `The ${name} provider is not configured.` });
            }
            const raw = typeof request.body === 'string' ? request.body : '';
            const result = await payments.receiveWebhook(raw, request.headers);
            return { received: true as const, outcome: result.outcome };
          },
        );
      }
    });
  };
}
