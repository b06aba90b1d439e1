import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import { createAskService } from './support.asks';
import { createFaqService } from './support.faq';
import { faqRoutes } from './support.faq.routes';
import { createNoticeService } from './support.notices';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

/** Support (F16.1) as one plugin: feedback, notices, the FAQ and the "ask" inbox. */
export function supportModule(deps: {
  db: Database;
  mailer: Mailer;
  /** The site's address, for the link in answer e-mails. */
  siteUrl: string;
  rateLimitPerMinute: number;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const now = deps.now ?? (() => new Date());
    await app.register(
      supportRoutes({
        support: createSupportService({ db: deps.db }),
        notices: createNoticeService({ db: deps.db, now }),
        asks: createAskService({
          db: deps.db,
          mailer: deps.mailer,
          siteUrl: deps.siteUrl,
          now,
          logger: app.log,
        }),
        rateLimitPerMinute: deps.rateLimitPerMinute,
      }),
    );
    await app.register(faqRoutes({ faq: createFaqService({ db: deps.db, now }) }));
  };
}
