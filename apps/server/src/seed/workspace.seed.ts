import { addDaysIso, type TaskStageCode, todayIso } from '@sidecamp/domain';
import { asc, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { projectMembers, projects } from '../modules/projects/projects.tables';
import { personalTodos, projectGoals, projectTasks } from '../modules/workspace/workspace.tables';
import { DEMO_PEOPLE } from './people.seed';
import type { Seeder } from './seeder';

/** How many of the seeded projects get a workspace (the first published ones, in seed order). */
const PROJECTS_WITH_WORK = 6;

type DemoGoal = { title: string; startIn: number | null; dueIn: number; status: 'planned' | 'started' };
type DemoTask = { title: string; stage: TaskStageCode; dueIn: number | null; goal: 0 | 1 | null };

const GOALS: readonly DemoGoal[] = [
  { title: 'Private beta with ten testers', startIn: -10, dueIn: 12, status: 'started' },
  { title: 'Public launch', startIn: 14, dueIn: 40, status: 'planned' },
];

const TASKS: readonly DemoTask[] = [
  { title: 'Sketch the main screen in low fidelity', stage: '04', dueIn: -6, goal: 0 },
  { title: 'Set up the repository and continuous integration', stage: '04', dueIn: -4, goal: 0 },
  { title: 'Write the onboarding copy', stage: '03', dueIn: 0, goal: 0 },
  { title: 'Build the sign-up flow', stage: '02', dueIn: 2, goal: 0 },
  { title: 'Invite the first ten testers', stage: '02', dueIn: 5, goal: 0 },
  { title: 'Collect feedback in one shared document', stage: '01', dueIn: 9, goal: 0 },
  { title: 'Pick a name for the public release', stage: '01', dueIn: 16, goal: 1 },
  { title: 'Draft the launch post', stage: '01', dueIn: null, goal: 1 },
];

const TODOS: readonly string[] = [
  'Reply to the applicants from the weekend',
  'Update my resume with the last project',
  'Read the feedback notes before the call',
];

/** Goals, tasks across every stage and personal to-dos, dated around today so the schedule has something in it. */
export const workspaceSeeder: Seeder = {
  name: 'workspace',
  run: async (tx: Transaction) => {
    const today = todayIso();
    const published = await tx
      .select({ no: projects.no })
      .from(projects)
      .where(ne(projects.stage, '99'))
      .orderBy(asc(projects.no))
      .limit(PROJECTS_WITH_WORK);
    if (published.length === 0) return 'skipped (no projects)';
    const members = await tx
      .select({
        projectNo: projectMembers.projectNo,
        userNo: projectMembers.userNo,
        role: projectMembers.role,
      })
      .from(projectMembers)
      .where(
        inArray(
          projectMembers.projectNo,
          published.map((project) => project.no),
        ),
      )
      .orderBy(asc(projectMembers.role), asc(projectMembers.userNo));
    let goalCount = 0;
    let taskCount = 0;
    for (const { no } of published) {
      const team = members.filter((member) => member.projectNo === no).map((member) => member.userNo);
      const leaderNo = team[0];
      if (leaderNo === undefined) continue;
      const goalIds: number[] = [];
      for (const goal of GOALS) {
        const [row] = await tx
          .insert(projectGoals)
          .values({
            projectNo: no,
            title: goal.title,
            startDate: goal.startIn === null ? null : addDaysIso(today, goal.startIn),
            dueDate: addDaysIso(today, goal.dueIn),
            ownerNo: leaderNo,
            status: goal.status,
            startedAt: goal.status === 'started' ? new Date() : null,
          })
          .returning({ id: projectGoals.id });
        if (row) goalIds.push(row.id);
      }
      goalCount += goalIds.length;
      const positions = new Map<string, number>();
      for (const [index, task] of TASKS.entries()) {
        const assigneeNo = team[index % team.length] ?? null;
        const position = positions.get(task.stage) ?? 0;
        positions.set(task.stage, position + 1);
        const done = task.stage === '04';
        await tx.insert(projectTasks).values({
          projectNo: no,
          goalId: task.goal === null ? null : (goalIds[task.goal] ?? null),
          title: task.title,
          assigneeNo,
          dueDate: task.dueIn === null ? null : addDaysIso(today, task.dueIn),
          stage: task.stage,
          position,
          createdByNo: leaderNo,
          completedByNo: done ? assigneeNo : null,
          completedAt: done ? new Date() : null,
        });
        taskCount += 1;
      }
    }
    const people = await tx
      .select({ no: users.no })
      .from(users)
      .where(
        inArray(
          users.nickname,
          DEMO_PEOPLE.slice(0, 5).map((person) => person.nickname),
        ),
      );
    for (const person of people) {
      await tx.insert(personalTodos).values(
        TODOS.map((title, position) => ({
          userNo: person.no,
          title,
          position,
          dueDate: position === 2 ? addDaysIso(today, 1) : null,
        })),
      );
    }
    return `${goalCount} goals, ${taskCount} tasks in ${published.length} projects, ${people.length * TODOS.length} to-dos`;
  },
};
