import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOpenAiIdeaProvider, type IdeaModelProvider } from './blueprint.openai';
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
  now?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const blueprint = createBlueprintService({
      db: deps.db,
      now: deps.now ?? (() => new Date()),
      model: ideaModelProviderOf(deps.config),
    });
    await app.register(blueprintRoutes({ db: deps.db, blueprint }));
  };
}
