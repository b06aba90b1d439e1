import { canWorkInProject, type ProjectRoomAck, ZProjectRoomJoin } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import { projects, roleOf } from '../projects';

/**
 * A board joins its project's room to hear task changes live. Only the project's team may join:
 * the room carries task titles and assignees, which are not public. Membership is checked at
 * joining, and someone who leaves the team (or whose project is deleted) is taken out of the room
 * on every server process when that event is delivered.
 */
export function registerWorkspaceRealtime(deps: {
  db: Database;
  realtime: RealtimeHub;
  events: EventDispatcher;
  logger: FastifyBaseLogger;
}): void {
  const { db } = deps;

  deps.events.register({
    name: 'workspace.projectRooms',
    types: ['project.memberLeft', 'project.deleted'],
    handle: async (event) => {
      const server = deps.realtime.server();
      if (!server) return;
      const { projectNo } = event.payload as { projectNo: number };
      const leavers =
        event.type === 'project.memberLeft'
          ? [(event.payload as { userNo: number }).userNo]
          : (event.payload as { memberNos: number[] }).memberNos;
      for (const userNo of leavers) server.in(rooms.user(userNo)).socketsLeave(rooms.project(projectNo));
    },
  });

  async function answerJoin(
    userNo: number,
    payload: unknown,
  ): Promise<ProjectRoomAck & { projectNo?: number }> {
    const parsed = ZProjectRoomJoin.safeParse(payload);
    if (!parsed.success) return { ok: false, code: 'BAD_REQUEST' };
    const { projectNo } = parsed.data;
    if (canWorkInProject(await roleOf(db, projectNo, userNo))) return { ok: true, projectNo };
    const [project] = await db
      .select({ no: projects.no })
      .from(projects)
      .where(eq(projects.no, projectNo))
      .limit(1);
    return { ok: false, code: project ? 'NOT_PROJECT_MEMBER' : 'NOT_FOUND' };
  }

  deps.realtime.onConnection((socket) => {
    socket.on('joinProject', (payload, ack) => {
      const reply = (result: ProjectRoomAck) => {
        if (typeof ack === 'function') ack(result);
      };
      answerJoin(socket.data.user.no, payload).then(
        async ({ projectNo, ...result }) => {
          if (result.ok && projectNo !== undefined) await socket.join(rooms.project(projectNo));
          reply(result);
        },
        (error: unknown) => {
          deps.logger.error({ err: error }, 'joining a project room failed');
          reply({ ok: false, code: 'BAD_REQUEST' });
        },
      );
    });
    socket.on('leaveProject', (payload) => {
      const parsed = ZProjectRoomJoin.safeParse(payload);
      if (parsed.success) void socket.leave(rooms.project(parsed.data.projectNo));
    });
  });
}
