import { projectAudience, taskAssigned } from '../alarms.drafts';
import type { NotificationSource } from './source';

/** Workspace notifications: tasks assigned and goals completed. */
export const workspaceNotifications: NotificationSource = {
  'task.created': async ({ projectNo, taskId, creatorNo, assigneeNo }, event, tx) => {
    if (assigneeNo === null) return [];
    return [await taskAssigned(tx, { projectNo, taskId, assigneeNo, actorNo: creatorNo, eventId: event.id })];
  },
  'task.assigned': async ({ projectNo, taskId, assigneeNo, byNo }, event, tx) => [
    await taskAssigned(tx, { projectNo, taskId, assigneeNo, actorNo: byNo, eventId: event.id }),
  ],
  'goal.completed': async ({ projectNo, completedByNo }, event, tx) => {
    const { name, people } = await projectAudience(tx, projectNo, false);
    return people.map((person) => ({
      userNo: person.userNo,
      type: 'goal_completed',
      actorNo: completedByNo,
      object: { type: 'project', id: projectNo },
      text: `completed a goal in ${name}`,
      link: `/projects/${projectNo}/workspace`,
      eventId: event.id,
      needs: 'tracking',
      defaultLevel: person.leads ? 'watching' : 'tracking',
    }));
  },
};
