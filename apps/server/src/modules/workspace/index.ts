// The workspace module's public face: what other modules may use. Everything else in the folder is private.
import './workspace.events';

export { projectGoals, projectTasks } from './workspace.tables';
