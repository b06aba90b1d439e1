import {
  GIFT_CARD,
  ZGiftCard,
  ZGiftCardBuyInput,
  ZGiftCardList,
  ZGiftCardRedeemed,
  ZGiftCardRedeemInput,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { GiftCardService } from './points.giftCards';

export function giftCardRoutes(deps: { giftCards: GiftCardService }): FastifyPluginAsyncZod {
  const { giftCards } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['points'];

    app.post(
      '/gift-cards',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Buy a gift card with points',
          description: `A card is worth ${GIFT_CARD.values.join(', ')} points, charged under D25. Needs an Idempotency-Key header (a retry with the same key answers the same card). The answer is the only time the whole code is shown. 409 INSUFFICIENT_POINTS without the balance; 409 CONFLICT with ${GIFT_CARD.maxOpen} cards nobody redeemed yet.`,
          body: ZGiftCardBuyInput,
          response: { 201: ZGiftCard },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await giftCards.buy(
              userOf(request),
              request.body.points,
              request.headers['idempotency-key'] as string | undefined,
            ),
          ),
    );

    app.get(
      '/gift-cards/mine',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Gift cards I bought, newest first (their endings, not their codes)',
          response: { 200: ZGiftCardList },
        },
      },
      async (request) => giftCards.mine(userOf(request)),
    );

    app.post(
      '/gift-cards/redeem',
      {
        ...mine,
        schema: {
          tags,
          summary: "Redeem someone's gift card code for its points (once; never your own card)",
          body: ZGiftCardRedeemInput,
          response: { 200: ZGiftCardRedeemed },
        },
      },
      async (request) => giftCards.redeem(userOf(request), request.body.code),
    );
  };
}
