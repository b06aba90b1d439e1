import {
  ZApplication,
  ZApplicationCreate,
  ZApplicationPage,
  ZApplicationUpdate,
  ZIdParams,
  ZInboxQuery,
  ZInvitation,
  ZInvitationCreate,
  ZInvitationList,
  ZLeaderChange,
  ZMemberParams,
  ZMyApplicationsQuery,
  ZPositionParams,
  ZProjectDetail,
  ZProjectNoParams,
  ZRowIdParam,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { ApplicationService } from './projects.applications';
import type { ApplicationReadService } from './projects.applications.reads';
import type { MemberService } from './projects.members';
import { WHO } from './projects.routes';
import type { ProjectService } from './projects.service';

const ZInvitationParams = ZProjectNoParams.extend({ id: ZRowIdParam });

/** Applications (F4.3), membership and invitations (F4.4). */
export function projectTeamRoutes(deps: {
  projects: ProjectService;
  applications: ApplicationService;
  applicationReads: ApplicationReadService;
  members: MemberService;
}): FastifyPluginAsyncZod {
  const { projects, applications, applicationReads, members } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const applicationTags = ['applications'];
    const memberTags = ['project members'];

    app.post(
      '/projects/:no/positions/:positionId/applications',
      {
        ...mine,
        schema: {
          tags: applicationTags,
          summary: 'Apply to a position',
          description:
            'Logged-in users who are not in the project. `answers[i]` answers the leader’s question i; sending (`submit`, default true) needs every answer (400 naming `answers.i`), `submit: false` saves a draft. 409 POSITION_FULL, POSITION_CLOSED, NOT_RECRUITING, ALREADY_APPLIED (one draft or review per person and position), ALREADY_MEMBER.',
          params: ZPositionParams,
          body: ZApplicationCreate,
          response: { 201: ZApplication },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await applications.apply(
              userOf(request),
              request.params.no,
              request.params.positionId,
              request.body,
            ),
          ),
    );

    app.get(
      '/projects/:no/applications',
      {
        ...mine,
        schema: {
          tags: applicationTags,
          summary: "The leader's inbox of applications",
          description: `${WHO.leader} Sent applications only (never drafts); filter by \`state\` 01 Review, 02 Success, 03 Rejected.`,
          params: ZProjectNoParams,
          querystring: ZInboxQuery,
          response: { 200: ZApplicationPage },
        },
      },
      async (request) => applicationReads.inbox(userOf(request), request.params.no, request.query),
    );

    app.get(
      '/applications/mine',
      {
        ...mine,
        schema: {
          tags: applicationTags,
          summary: 'My applications',
          description: 'Logged-in users; drafts included. Filter by `state`.',
          querystring: ZMyApplicationsQuery,
          response: { 200: ZApplicationPage },
        },
      },
      async (request) => applicationReads.mine(userOf(request), request.query),
    );

    app.get(
      '/applications/:id',
      {
        ...mine,
        schema: {
          tags: applicationTags,
          summary: 'One application',
          description: 'The applicant, or the project leader for a sent application; 404 for anyone else.',
          params: ZIdParams,
          response: { 200: ZApplication },
        },
      },
      async (request) => applicationReads.get(userOf(request), request.params.id),
    );

    app.put(
      '/applications/:id',
      {
        ...mine,
        schema: {
          tags: applicationTags,
          summary: 'Edit the answers of my draft application',
          description: 'The applicant, while the application is a draft (99).',
          params: ZIdParams,
          body: ZApplicationUpdate,
          response: { 200: ZApplication },
        },
      },
      async (request) => applications.updateDraft(userOf(request), request.params.id, request.body.answers),
    );

    app.delete(
      '/applications/:id',
      {
        ...mine,
        schema: {
          tags: applicationTags,
          summary: 'Delete my draft application',
          description: 'The applicant, while the application is a draft (99).',
          params: ZIdParams,
        },
      },
      async (request, reply) => {
        await applications.deleteDraft(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    for (const [action, summary, description] of [
      ['submit', 'Send my draft application for review (99 -> 01)', 'The applicant.'],
      [
        'cancel',
        'Cancel my application while in review (01 -> 99)',
        'The applicant; the answers are kept as a draft.',
      ],
      [
        'approve',
        'Approve an application (01 -> 02); the applicant becomes a member',
        `${WHO.leader} 409 POSITION_FULL when the position has as many members as seats.`,
      ],
      ['reject', 'Reject an application (01 -> 03)', WHO.leader],
    ] as const) {
      app.post(
        `/applications/:id/${action}`,
        {
          ...mine,
          schema: {
            tags: applicationTags,
            summary,
            description,
            params: ZIdParams,
            response: { 200: ZApplication },
          },
        },
        async (request) => applications[action](userOf(request), request.params.id),
      );
    }

    app.post(
      '/projects/:no/leader',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: 'Hand the leadership to a member',
          description: `${WHO.leader} The new leader must be a current member (400 naming \`userNo\`); the old leader stays as a member.`,
          params: ZProjectNoParams,
          body: ZLeaderChange,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => {
        const user = userOf(request);
        await members.changeLeader(user, request.params.no, request.body.userNo);
        return projects.detail(request.params.no, user);
      },
    );

    app.post(
      '/projects/:no/resign',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: 'Leave a project',
          description:
            'Members. 403 for non-members; 409 LEADER_MUST_HAND_OVER for the leader, who hands over first.',
          params: ZProjectNoParams,
        },
      },
      async (request, reply) => {
        await members.resign(userOf(request), request.params.no);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/projects/:no/members/:userNo',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: 'Remove a member',
          description: `${WHO.leader} 404 when the person is not a member; the leader cannot remove themself.`,
          params: ZMemberParams,
        },
      },
      async (request, reply) => {
        await members.removeMember(userOf(request), request.params.no, request.params.userNo);
        return reply.code(204).send();
      },
    );

    app.post(
      '/projects/:no/invitations',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: 'Invite one person or several',
          description: `${WHO.leader} All or none: 409 ALREADY_MEMBER or ALREADY_INVITED (details.userNos) when any invitee is a member or already invited.`,
          params: ZProjectNoParams,
          body: ZInvitationCreate,
          response: { 201: ZInvitationList },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ items: await members.invite(userOf(request), request.params.no, request.body) }),
    );

    app.get(
      '/projects/:no/invitations',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: "A project's invitations",
          description: WHO.leader,
          params: ZProjectNoParams,
          response: { 200: ZInvitationList },
        },
      },
      async (request) => ({ items: await members.projectInvitations(userOf(request), request.params.no) }),
    );

    app.delete(
      '/projects/:no/invitations/:id',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: 'Withdraw a pending invitation',
          description: WHO.leader,
          params: ZInvitationParams,
        },
      },
      async (request, reply) => {
        await members.withdrawInvitation(userOf(request), request.params.no, request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/invitations/mine',
      {
        ...mine,
        schema: {
          tags: memberTags,
          summary: 'My pending invitations',
          description: 'Logged-in users.',
          response: { 200: ZInvitationList },
        },
      },
      async (request) => ({ items: await members.myInvitations(userOf(request)) }),
    );

    for (const [action, summary] of [
      ['accept', 'Accept an invitation and join the project'],
      ['decline', 'Decline an invitation'],
    ] as const) {
      app.post(
        `/invitations/:id/${action}`,
        {
          ...mine,
          schema: {
            tags: memberTags,
            summary,
            description: 'The invitee only (404 for anyone else); a pending invitation.',
            params: ZIdParams,
            response: { 200: ZInvitation },
          },
        },
        async (request) => members[action](userOf(request), request.params.id),
      );
    }
  };
}
