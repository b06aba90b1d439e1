import {
  PROJECT_BOOST,
  ZBookmarkState,
  ZBoostResult,
  ZCursorQuery,
  ZFollowProjectState,
  ZHubQuery,
  ZMyProjectsQuery,
  ZPosition,
  ZPositionInput,
  ZPositionParams,
  ZPositionUpdate,
  ZProjectCreate,
  ZProjectDetail,
  ZProjectFollowerPage,
  ZProjectNoParams,
  ZProjectPage,
  ZProjectUpdate,
  ZStageChange,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { BoostService } from './projects.boosts';
import type { FollowService } from './projects.follows';
import type { HubService } from './projects.hub';
import type { PositionService } from './projects.positions';
import type { ProjectService } from './projects.service';

const tags = ['projects'];
/** Who may call, stated in every operation's description of the OpenAPI document. */
export const WHO = {
  anyone: 'Anyone. A draft answers 404 to everyone but its leader.',
  loggedIn: 'Logged-in users (401 otherwise). A draft answers 404 to everyone but its leader.',
  leader:
    'The project leader only: 401 when logged out, 403 for members and others, 404 for an unknown project or someone else’s draft.',
} as const;

export function projectsRoutes(deps: {
  projects: ProjectService;
  hub: HubService;
  positions: PositionService;
  follows: FollowService;
  boosts: BoostService;
}): FastifyPluginAsyncZod {
  const { projects, hub, positions, follows, boosts } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/projects',
      {
        schema: {
          tags,
          summary: 'Project hub: search, filter, sort, page',
          description:
            'Full-text search over name, summary and description (plus partial words of the name), filters by open-position job, stage, platform, work style, meeting mode, region, recruiting only and new only (published in the last 7 days); sorts newest, popular (followers) and endingSoon (recruiting deadline). Keyset paging with `cursor`. Drafts are never listed; Closed only when asked for by `stage=00`. Anyone.',
          querystring: ZHubQuery,
          response: { 200: ZProjectPage },
        },
      },
      async (request) => hub.hub(request.query),
    );

    app.get(
      '/projects/boosted',
      {
        schema: {
          tags,
          summary: 'Boosted projects (priority exposure bought with points)',
          description: `Anyone. Up to six published projects whose one-week boost is running, most followed first.`,
          response: { 200: ZProjectPage },
        },
      },
      async () => hub.boosted(),
    );

    app.get(
      '/projects/mine',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Projects I lead or belong to (drafts included)',
          description: 'Logged-in users. `role=01` for the ones I lead, `02` for the ones I am a member of.',
          querystring: ZMyProjectsQuery,
          response: { 200: ZProjectPage },
        },
      },
      async (request) => hub.mine(userOf(request), request.query),
    );

    app.get(
      '/projects/bookmarks',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Projects I bookmarked',
          description: 'Logged-in users; bookmarks are private.',
          querystring: ZCursorQuery,
          response: { 200: ZProjectPage },
        },
      },
      async (request) => hub.bookmarks(userOf(request), request.query),
    );

    app.post(
      '/projects',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Create a project as a draft (stage 99)',
          description:
            'Logged-in users; the creator becomes its leader. Only `name` is required for a draft; publishing needs the rest. Optional `positions` open at once.',
          body: ZProjectCreate,
          response: { 201: ZProjectDetail },
        },
      },
      async (request, reply) => reply.code(201).send(await projects.create(userOf(request), request.body)),
    );

    app.get(
      '/projects/:no',
      {
        schema: {
          tags,
          summary: 'Project view',
          description: `Details, members, positions with open seats, follower count, allowed next stages and the viewer's relation (role 01/02/99, following, bookmarked, active applications, pending invitation). ${WHO.anyone}`,
          params: ZProjectNoParams,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => projects.view(request.params.no, await viewerOf(request)),
    );

    app.patch(
      '/projects/:no',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit a project (fields, application questions, deadline)',
          description: `${WHO.leader} A published project cannot lose what publishing required; the region must suit the meeting mode (400 naming \`region\`).`,
          params: ZProjectNoParams,
          body: ZProjectUpdate,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => projects.update(userOf(request), request.params.no, request.body),
    );

    app.delete(
      '/projects/:no',
      {
        ...mine,
        schema: { tags, summary: 'Delete a project', description: WHO.leader, params: ZProjectNoParams },
      },
      async (request, reply) => {
        await projects.deleteProject(userOf(request), request.params.no);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/projects/drafts/:no',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Discard a draft',
          description: `${WHO.leader} 409 when the project is already published, so a stale "discard draft" button can never delete a live project.`,
          params: ZProjectNoParams,
        },
      },
      async (request, reply) => {
        await projects.deleteDraft(userOf(request), request.params.no);
        return reply.code(204).send();
      },
    );

    app.post(
      '/projects/:no/publish',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Publish a draft (99 -> 01 Preparing)',
          description: `${WHO.leader} 400 listing the missing fields; 409 STAGE_TRANSITION_FORBIDDEN when it is not a draft.`,
          params: ZProjectNoParams,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => projects.publish(userOf(request), request.params.no),
    );

    app.post(
      '/projects/:no/stage',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Change the project stage',
          description: `${WHO.leader} Moves follow F4.2; a forbidden move is 409 STAGE_TRANSITION_FORBIDDEN naming both stages (details.from, details.to, details.allowed).`,
          params: ZProjectNoParams,
          body: ZStageChange,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => projects.changeStage(userOf(request), request.params.no, request.body.stage),
    );

    app.post(
      '/projects/:no/positions',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Open a position',
          description: WHO.leader,
          params: ZProjectNoParams,
          body: ZPositionInput,
          response: { 201: ZPosition },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await positions.addPosition(userOf(request), request.params.no, request.body)),
    );

    app.patch(
      '/projects/:no/positions/:positionId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Change a position',
          description: `${WHO.leader} The headcount cannot go below the members holding it (400 naming \`headcount\`).`,
          params: ZPositionParams,
          body: ZPositionUpdate,
          response: { 200: ZPosition },
        },
      },
      async (request) =>
        positions.updatePosition(userOf(request), request.params.no, request.params.positionId, request.body),
    );

    app.post(
      '/projects/:no/positions/:positionId/close',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Close a position',
          description: `${WHO.leader} Applications in review for it are rejected in the same step.`,
          params: ZPositionParams,
          response: { 200: ZPosition },
        },
      },
      async (request) =>
        positions.closePosition(userOf(request), request.params.no, request.params.positionId),
    );

    app.post(
      '/projects/:no/follow',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Follow a project',
          description: WHO.loggedIn,
          params: ZProjectNoParams,
          response: { 200: ZFollowProjectState },
        },
      },
      async (request) => follows.follow(userOf(request), request.params.no),
    );

    app.delete(
      '/projects/:no/follow',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Unfollow a project',
          description: WHO.loggedIn,
          params: ZProjectNoParams,
          response: { 200: ZFollowProjectState },
        },
      },
      async (request) => follows.unfollow(userOf(request), request.params.no),
    );

    app.post(
      '/projects/:no/bookmark',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Bookmark a project',
          description: WHO.loggedIn,
          params: ZProjectNoParams,
          response: { 200: ZBookmarkState },
        },
      },
      async (request) => follows.bookmark(userOf(request), request.params.no, true),
    );

    app.delete(
      '/projects/:no/bookmark',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Remove a bookmark',
          description: WHO.loggedIn,
          params: ZProjectNoParams,
          response: { 200: ZBookmarkState },
        },
      },
      async (request) => follows.bookmark(userOf(request), request.params.no, false),
    );

    app.get(
      '/projects/:no/followers',
      {
        schema: {
          tags,
          summary: "A project's followers",
          description: WHO.anyone,
          params: ZProjectNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZProjectFollowerPage },
        },
      },
      async (request) => follows.followers(request.params.no, await viewerOf(request), request.query),
    );

    app.post(
      '/projects/:no/boost',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Boost a project (priority exposure for one week, paid in points)',
          description: `${WHO.leader} Costs ${PROJECT_BOOST.points} points (409 INSUFFICIENT_POINTS when short, nothing charged). Needs an Idempotency-Key header: the same key replays the first answer, the same key for another project answers 409 IDEMPOTENCY_KEY_REUSED.`,
          params: ZProjectNoParams,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: { 200: ZBoostResult },
        },
      },
      async (request) => boosts.boost(userOf(request), request.params.no, request.headers['idempotency-key']),
    );
  };
}
