import { ZSettings, ZSettingsUpdate } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { SettingsService } from './profiles.settings.service';

/** Settings (its own page on the web): the account, notification choices and privacy. */
export function settingsRoutes(deps: { settings: SettingsService }): FastifyPluginAsyncZod {
  const { settings } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };

    app.get(
      '/settings',
      {
        ...mine,
        schema: {
          tags: ['settings'],
          summary: 'My account, notification and privacy settings',
          response: { 200: ZSettings },
        },
      },
      async (request) => settings.settings(userOf(request)),
    );

    app.patch(
      '/settings',
      {
        ...mine,
        schema: {
          tags: ['settings'],
          summary: 'Change notification or privacy settings',
          body: ZSettingsUpdate,
          response: { 200: ZSettings },
        },
      },
      async (request) => {
        const user = userOf(request);
        await settings.updateSettings(user, request.body);
        return settings.settings(user);
      },
    );
  };
}
