import type { CampaignDelivery } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import { createCampaignAdminService } from './campaigns.admin';
import { createCampaignMailService } from './campaigns.mails';
import { campaignsDataOf } from './campaigns.personalData';
import { createResponseService } from './campaigns.responses';
import { campaignRoutes } from './campaigns.routes';
import { createCampaignService } from './campaigns.service';

/** Campaigns (F15) as one plugin: sending, responses, the approval queue and the e-mail sweep. */
export function campaignsModule(deps: {
  db: Database;
  mailer: Mailer;
  /** The site's address, for the links in campaign e-mails. */
  siteUrl: string;
  /** MAIL_LINK_SECRET: signs the unsubscribe link in campaign e-mails. */
  mailLinkSecret: string;
  /** Which channels this server can deliver: push only with its VAPID keys. */
  delivery: CampaignDelivery;
  now?: () => Date;
  /** How often e-mail campaigns are mailed out (ms). */
  mailSweepMs?: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'campaigns', dataOf: campaignsDataOf });
    const now = deps.now ?? (() => new Date());
    const shared = { db: deps.db, now };
    const campaigns = createCampaignService({ ...shared, delivery: deps.delivery });
    const mails = createCampaignMailService({
      db: deps.db,
      mailer: deps.mailer,
      siteUrl: deps.siteUrl,
      secret: deps.mailLinkSecret,
    });
    await app.register(
      campaignRoutes({
        campaigns,
        responses: createResponseService({ ...shared, campaigns }),
        admin: createCampaignAdminService({ ...shared, campaigns }),
      }),
    );
    // E-mail campaigns go out every 10 s once the app is ready; each recipient is claimed once across processes.
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(
        () =>
          void app
            .recordJob('campaign_mails', () => mails.sweep())
            .catch((error) => app.log.error({ err: error }, 'campaign e-mail sweep failed')),
        deps.mailSweepMs ?? 10_000,
      );
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  };
}
