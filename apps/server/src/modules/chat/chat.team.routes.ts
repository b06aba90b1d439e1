import { ZChatRoom, ZGroupChatParams, ZInviteTeamChatInput, ZProjectChatParams } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GroupChatService } from './chat.group.service';
import { actorOf, tags } from './chat.http';
import type { TeamChatService } from './chat.team.service';

/** The chats that follow a membership: a project's team chat and a group's chat. */
export function teamChatRoutes(deps: { chat: TeamChatService & GroupChatService }): FastifyPluginAsyncZod {
  const { chat } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };

    app.get(
      '/chat/team/:projectNo',
      {
        ...mine,
        schema: {
          tags,
          summary: "A project's team chat",
          description:
            'Members of the project (403 NOT_PROJECT_MEMBER otherwise, 404 for an unknown project). A member who had left comes back in.',
          params: ZProjectChatParams,
          response: { 200: ZChatRoom },
        },
      },
      async (request) => chat.teamChat(actorOf(request), request.params.projectNo),
    );

    app.post(
      '/chat/invite_team_chat',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Bring a project member into its team chat',
          description:
            'Members of the project (403 otherwise, 404 for an unknown project); 409 when the person is not a member.',
          body: ZInviteTeamChatInput,
          response: { 200: ZChatRoom },
        },
      },
      async (request) =>
        chat.inviteTeamChat(actorOf(request), request.body.projectNo, request.body.opponentNo),
    );

    app.post(
      '/chat/group/:groupId',
      {
        ...mine,
        schema: {
          tags,
          summary: "A group's chat: open it and be in it",
          description:
            'Active members of the group (403 FORBIDDEN otherwise, pending requests included; 404 for an unknown group). A member who had left the chat comes back in; leaving the group or being removed takes a person out of it.',
          params: ZGroupChatParams,
          response: { 200: ZChatRoom },
        },
      },
      async (request) => chat.groupChat(actorOf(request), request.params.groupId),
    );
  };
}
