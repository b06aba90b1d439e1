import {
  ZAlarmListQuery,
  ZAlarmPage,
  ZAlarmSettings,
  ZAlarmSettingsUpdate,
  ZAlarmUnread,
  ZMutedPeople,
  ZRowIdParam,
  ZWatchInput,
  ZWatchLevel,
  ZWatchTarget,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { AlarmsService } from './alarms.service';

/** The alarm centre (F14) for the logged-in person: every route is about their own notifications. */
export function alarmsRoutes(deps: { alarms: AlarmsService }): FastifyPluginAsyncZod {
  const { alarms } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['alarms'];

    app.get(
      '/alarms',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My notifications',
          description:
            "Newest first, 20 a page (`before` = the previous page's nextCursor), optionally one group (activity, social), with the unread counts.",
          querystring: ZAlarmListQuery,
          response: { 200: ZAlarmPage },
        },
      },
      async (request) => alarms.page(userOf(request), request.query),
    );

    app.get(
      '/alarms/unread',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My unread counts',
          description: 'Per group, each stopping at 100 (the badge shows 99+).',
          response: { 200: ZAlarmUnread },
        },
      },
      async (request) => alarms.unread(userOf(request)),
    );

    app.post(
      '/alarms/:id/read',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Mark one notification read',
          description: "Answers the new unread counts. Another person's notification answers 404.",
          params: z.object({ id: ZRowIdParam }),
          response: { 200: ZAlarmUnread },
        },
      },
      async (request) => alarms.markRead(userOf(request), request.params.id),
    );

    app.post(
      '/alarms/read-all',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Mark all read',
          description: 'Everything received so far reads as read, for good. Answers the new unread counts.',
          response: { 200: ZAlarmUnread },
        },
      },
      async (request) => alarms.markAllRead(userOf(request)),
    );

    app.get(
      '/alarms/watch',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My level on one object',
          description: 'My own choice (watching, tracking, normal, muted), or null when the default applies.',
          querystring: ZWatchTarget,
          response: { 200: ZWatchLevel },
        },
      },
      async (request) => alarms.watchLevel(userOf(request), request.query.objectType, request.query.objectId),
    );

    app.put(
      '/alarms/watch',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Watch, track or mute one object',
          description:
            'A post, project, booth, group, chat room or magazine. Muted: nothing about it notifies me.',
          body: ZWatchInput,
          response: { 200: ZWatchLevel },
        },
      },
      async (request) => alarms.setWatch(userOf(request), request.body),
    );

    app.delete(
      '/alarms/watch',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Back to the default level on one object',
          description: 'Forgets my choice: I watch what I lead or wrote, track what I joined or follow.',
          querystring: ZWatchTarget,
        },
      },
      async (request, reply) => {
        await alarms.resetWatch(userOf(request), request.query.objectType, request.query.objectId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/alarms/mutes',
      {
        ...mine,
        schema: { tags, summary: 'People I muted', response: { 200: ZMutedPeople } },
      },
      async (request) => alarms.mutes(userOf(request)),
    );

    app.put(
      '/alarms/mutes/:userNo',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Mute a person',
          description:
            'Nothing they do notifies me; they are not blocked and are not told. 400 for myself, 404 for no such member.',
          params: z.object({ userNo: ZRowIdParam }),
        },
      },
      async (request, reply) => {
        await alarms.mute(userOf(request), request.params.userNo);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/alarms/mutes/:userNo',
      {
        ...mine,
        schema: { tags, summary: 'Unmute a person', params: z.object({ userNo: ZRowIdParam }) },
      },
      async (request, reply) => {
        await alarms.unmute(userOf(request), request.params.userNo);
        return reply.code(204).send();
      },
    );

    app.get(
      '/alarms/settings',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My quiet hours and digest',
          response: { 200: ZAlarmSettings },
        },
      },
      async (request) => alarms.settings(userOf(request)),
    );

    app.patch(
      '/alarms/settings',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Change my quiet hours or digest',
          description:
            'Quiet hours (minutes after midnight in timeZone, as a pair; both null for none) stop pop-ups and pushes; the alarm centre still fills. Digest: immediately, daily, weekly or never.',
          body: ZAlarmSettingsUpdate,
          response: { 200: ZAlarmSettings },
        },
      },
      async (request) => alarms.updateSettings(userOf(request), request.body),
    );
  };
}
