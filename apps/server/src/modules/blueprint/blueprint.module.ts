import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import { createReportMailService } from './blueprint.mails';
import { memberTextRoutes } from './blueprint.memberText.routes';
import { createOpenAiIdeaProvider, type IdeaModelProvider } from './blueprint.openai';
import { blueprintDataOf } from './blueprint.personalData';
import { createPremiumService } from './blueprint.premium';
import { blueprintRoutes } from './blueprint.routes';
import { createBlueprintService } from './blueprint.service';

type AiConfig = Pick<Config, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The configured model provider, or none for the offline engine (config.ts checks the pair). */
export function ideaModelProviderOf(config: AiConfig | undefined): IdeaModelProvider | undefined {
  if (config?.AI_PROVIDER !== 'openai-compatible' || !config.AI_BASE_URL || !config.AI_MODEL)
    return undefined;
  return createOpenAiIdeaProvider({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}

/**
 * Idea analysis (F13, the Blueprint area): its routes over the offline engine of packages/domain,
 * and over an OpenAI-compatible model when AI_PROVIDER says so.
 */
export function blueprintModule(deps: {
  db: Database;
  config?: AiConfig;
  mailer: Mailer;
  /** The site's address, for the links in report e-mails. */
  siteUrl: string;
  now?: () => Date;
  /** How often due report e-mails are sent (ms). */
  mailSweepMs?: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'blueprint', dataOf: blueprintDataOf });
    const now = deps.now ?? (() => new Date());
    const blueprint = createBlueprintService({ db: deps.db, now, model: ideaModelProviderOf(deps.config) });
    const premium = createPremiumService({ db: deps.db, now });
    const mails = createReportMailService({ db: deps.db, mailer: deps.mailer, now, siteUrl: deps.siteUrl });
    await app.register(blueprintRoutes({ db: deps.db, blueprint, premium, mails }));
    await app.register(memberTextRoutes({ db: deps.db }));
    // Due report e-mails go out every 30 s once the app is ready; each is claimed once across processes.
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(
        () =>
          void app
            .recordJob('blueprint_report_mails', () => mails.sweep())
            .catch((error) => app.log.error({ err: error }, 'report e-mail sweep failed')),
        deps.mailSweepMs ?? 30_000,
      );
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  };
}
