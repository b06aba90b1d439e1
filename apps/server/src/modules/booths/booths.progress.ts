import { DONE_STAGE, type TBoothProgress } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { EventListener } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import type { Viewer } from '../auth';
import { projects } from '../projects';
import { projectGoals, projectTasks } from '../workspace';
import { boothFor, prepareBoothAccess } from './booths.access';
import { booths } from './booths.tables';

const RECENT_TASKS = 8;
const GOALS_SHOWN = 12;

/**
 * Live build progress (F12): what the booth's project is shipping. Only finished work is public:
 * goal titles with how many of their tasks are done, and the titles of recently completed tasks.
 */
/**
 * A project's progress as a booth shows it, in one statement prepared once per connection: the
 * project, its first goals with their task counts, and its recently completed tasks (only finished
 * work is public).
 */
function prepareProjectProgress(db: Database) {
  return db
    .select({
      no: projects.no,
      name: projects.name,
      goals: sql<TBoothProgress['goals']>`(select coalesce(json_agg(g order by g.id), '[]'::json) from (
         select pg.id, pg.title, pg.completed_at is not null as completed,
                (select count(*)::int from ${projectTasks} t where t.goal_id = pg.id) as tasks,
                (select count(*)::int from ${projectTasks} t where t.goal_id = pg.id and t.stage = ${DONE_STAGE}) as done
           from ${projectGoals} pg where pg.project_no = projects.no order by pg.id limit ${GOALS_SHOWN}) g)`,
      recent: sql<
        { id: number; title: string; completedAt: string }[]
      >`(select coalesce(json_agg(r order by r.sort_at desc, r.id desc), '[]'::json) from (
         select t.id, t.title, t.completed_at as sort_at, to_json(t.completed_at) #>> '{}' as "completedAt"
           from ${projectTasks} t
          where t.project_no = projects.no and t.stage = ${DONE_STAGE} and t.completed_at is not null
          order by t.completed_at desc, t.id desc limit ${RECENT_TASKS}) r)`,
    })
    .from(projects)
    .where(eq(projects.no, sql.placeholder('projectNo')))
    .prepare('booths_project_progress');
}

export function createBoothProgressService(deps: { db: Database }) {
  const { db } = deps;
  const projectProgress = prepareProjectProgress(db);
  const boothAccess = prepareBoothAccess(db);
  return {
    async progress(viewer: Viewer, boothId: number): Promise<TBoothProgress> {
      const { booth } = await boothAccess(boothId, viewer);
      if (booth.projectNo === null) return { project: null, goals: [], recentTasks: [] };
      const [row] = await projectProgress.execute({ projectNo: booth.projectNo });
      if (!row) return { project: null, goals: [], recentTasks: [] };
      return {
        project: { no: row.no, name: row.name },
        goals: row.goals,
        recentTasks: row.recent.map((task) => ({
          id: task.id,
          title: task.title,
          completedAt: new Date(task.completedAt).toISOString(),
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
