import { canWorkInProject, type ProjectRoomAck, ZProjectRoomJoin } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import { roleOf } from '../projects/projects.access';
import { projects } from '../projects/projects.tables';

/**
 * A board joins its project's room to hear task changes live. Only the project's team may join:
 * the room carries task titles and assignees, which are not public. Membership is checked once,
 * at joining; a removed member stops hearing the room on their next reconnect or page change.
 */
export function registerWorkspaceRealtime(deps: {
  db: Database;
  realtime: RealtimeHub;
  logger: FastifyBaseLogger;
}): void {
  const { db } = deps;

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
