import {
  ZGroup,
  ZGroupCreate,
  ZGroupMemberPage,
  ZGroupMemberParams,
  ZGroupMemberQuery,
  ZGroupPage,
  ZGroupQuery,
  ZGroupUpdate,
  ZPostIdParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { GroupService } from './groups.service';

const tags = ['groups'];
const OWNER = 'The group owner (or an admin): 401 when logged out, 403 for others, 404 for an unknown group.';

export function groupsRoutes(deps: { groups: GroupService }): FastifyPluginAsyncZod {
  const { groups } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/groups',
      {
        schema: {
          tags,
          summary: 'Groups',
          description:
            'Newest first, by kind (project, study); `mine=true` for the groups I am in (401 logged out). Anyone.',
          querystring: ZGroupQuery,
          response: { 200: ZGroupPage },
        },
      },
      async (request) => groups.list(await viewerOf(request), request.query),
    );
    app.post(
      '/groups',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Create a group',
          description:
            'Logged-in users. A project group needs `projectNo` and is opened by the project leader (403), one per project (409); a study group has no project.',
          body: ZGroupCreate,
          response: { 201: ZGroup },
        },
      },
      async (request, reply) => reply.code(201).send(await groups.create(userOf(request), request.body)),
    );
    app.get(
      '/groups/:id',
      {
        schema: {
          tags,
          summary: 'A group',
          description: "Anyone; with the caller's membership.",
          params: ZPostIdParams,
          response: { 200: ZGroup },
        },
      },
      async (request) => groups.get(await viewerOf(request), request.params.id),
    );
    app.patch(
      '/groups/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Describe a group',
          description: OWNER,
          params: ZPostIdParams,
          body: ZGroupUpdate,
          response: { 200: ZGroup },
        },
      },
      async (request) => groups.update(userOf(request), request.params.id, request.body),
    );
    app.post(
      '/groups/:id/join',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Join (open) or ask to join (approval)',
          description: 'Logged-in users; 409 when already in or waiting.',
          params: ZPostIdParams,
          response: { 200: ZGroup },
        },
      },
      async (request) => groups.join(userOf(request), request.params.id),
    );
    app.post(
      '/groups/:id/leave',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Leave a group or withdraw a request',
          description: 'Members; 409 for the owner or someone not in the group.',
          params: ZPostIdParams,
          response: { 200: ZGroup },
        },
      },
      async (request) => groups.leave(userOf(request), request.params.id),
    );
    app.get(
      '/groups/:id/members',
      {
        schema: {
          tags,
          summary: 'Members or join requests',
          description: 'Active members for anyone; `state=pending` for the owner only (401/403).',
          params: ZPostIdParams,
          querystring: ZGroupMemberQuery,
          response: { 200: ZGroupMemberPage },
        },
      },
      async (request) => groups.members(await viewerOf(request), request.params.id, request.query),
    );
    app.post(
      '/groups/:id/members/:userNo/approve',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Approve a join request',
          description: `${OWNER} 404 when there is no pending request.`,
          params: ZGroupMemberParams,
          response: { 200: ZGroup },
        },
      },
      async (request) => groups.approve(userOf(request), request.params.id, request.params.userNo),
    );
    app.delete(
      '/groups/:id/members/:userNo',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Decline a request or remove a member',
          description: `${OWNER} The owner cannot be removed (409).`,
          params: ZGroupMemberParams,
          response: { 200: ZGroup },
        },
      },
      async (request) => groups.removeMember(userOf(request), request.params.id, request.params.userNo),
    );
  };
}
