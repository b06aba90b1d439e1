import type { TBoothProgress } from '@sidecamp/domain';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { EventListener } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import type { Viewer } from '../auth';
import { projects } from '../projects';
import { projectGoals, projectTasks } from '../workspace';
import { boothFor } from './booths.access';
import { booths } from './booths.tables';

const RECENT_TASKS = 8;
const GOALS_SHOWN = 12;

/**
 * Live build progress (F12): what the booth's project is shipping. Only finished work is public:
 * goal titles with how many of their tasks are done, and the titles of recently completed tasks.
 */
export function createBoothProgressService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async progress(viewer: Viewer, boothId: number): Promise<TBoothProgress> {
      const { booth } = await boothFor(db, boothId, viewer);
      if (booth.projectNo === null) return { project: null, goals: [], recentTasks: [] };
      const projectNo = booth.projectNo;
      const [project] = await db
        .select({ no: projects.no, name: projects.name })
        .from(projects)
        .where(eq(projects.no, projectNo));
      if (!project) return { project: null, goals: [], recentTasks: [] };
      const goals = await db
        .select({
          id: projectGoals.id,
          title: projectGoals.title,
          completed: sql<boolean>`${projectGoals.completedAt} is not null`,
          // Written out in full: in a single-table select Drizzle leaves columns unqualified, and
          // inside this subquery an unqualified "id" would be the task's own.
          tasks: sql<number>`(select count(*)::int from project_tasks as t where t.goal_id = "project_goals"."id")`,
          done: sql<number>`(select count(*)::int from project_tasks as t where t.goal_id = "project_goals"."id" and t.stage = '04')`,
        })
        .from(projectGoals)
        .where(eq(projectGoals.projectNo, projectNo))
        .orderBy(asc(projectGoals.id))
        .limit(GOALS_SHOWN);
      const recent = await db
        .select({ id: projectTasks.id, title: projectTasks.title, completedAt: projectTasks.completedAt })
        .from(projectTasks)
        .where(
          and(
            eq(projectTasks.projectNo, projectNo),
            eq(projectTasks.stage, '04'),
            isNotNull(projectTasks.completedAt),
          ),
        )
        .orderBy(desc(projectTasks.completedAt), desc(projectTasks.id))
        .limit(RECENT_TASKS);
      return {
        project,
        goals,
        recentTasks: recent.map((task) => ({
          id: task.id,
          title: task.title,
          completedAt: new Date(task.completedAt ?? 0).toISOString(),
        })),
      };
    },
  };
}

/**
 * Booth pages follow their build progress over the realtime socket: `watchBooth` joins the booth's
 * room (anyone who may see the booth), and a task or goal completed in its project tells the room.
 */
export function registerBoothProgressRealtime(deps: { db: Database; realtime: RealtimeHub }): EventListener {
  deps.realtime.onConnection((socket) => {
    socket.on('watchBooth', (payload, ack) => {
      const reply = (ok: boolean) => {
        if (typeof ack === 'function') ack({ ok });
      };
      const boothId = Number((payload as { boothId?: unknown } | undefined)?.boothId);
      if (!Number.isInteger(boothId) || boothId < 1 || boothId > 2_147_483_647) return reply(false);
      boothFor(deps.db, boothId, socket.data.user).then(
        async () => {
          await socket.join(rooms.booth(boothId));
          reply(true);
        },
        () => reply(false),
      );
    });
    socket.on('unwatchBooth', (payload) => {
      const boothId = Number((payload as { boothId?: unknown } | undefined)?.boothId);
      if (Number.isInteger(boothId)) void socket.leave(rooms.booth(boothId));
    });
  });
  return {
    name: 'booths.progress',
    types: ['task.completed', 'goal.completed'],
    handle: async (event, tx) => {
      const { projectNo } = event.payload as { projectNo: number };
      const linked = await tx.select({ id: booths.id }).from(booths).where(eq(booths.projectNo, projectNo));
      for (const { id } of linked)
        deps.realtime.emitToRoom(rooms.booth(id), 'boothProgress', { boothId: id });
    },
  };
}
