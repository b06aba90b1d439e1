/**
 * Project workspace events (goals and tasks). The feed turns `goal.started` into P004; points and
 * quests credit completions.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'goal.created': { projectNo: number; goalId: number; ownerNo: number };
    /** P004. */
    'goal.started': { projectNo: number; goalId: number; ownerNo: number };
    'goal.completed': { projectNo: number; goalId: number; ownerNo: number; completedByNo: number };
    'task.created': { projectNo: number; taskId: number; creatorNo: number; assigneeNo: number | null };
    /** A task given to someone after it was created (creation with an assignee is task.created). */
    'task.assigned': { projectNo: number; taskId: number; assigneeNo: number; byNo: number };
    'task.completed': { projectNo: number; taskId: number; completedByNo: number; assigneeNo: number | null };
    /** The leader paid (D23) to start the board over: every task and goal of the project was removed. */
    'project.boardReset': { projectNo: number; leaderNo: number; tasksRemoved: number; goalsRemoved: number };
  }
}

export {};
