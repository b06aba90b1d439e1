// The groups module's public face: what other modules may use. Everything else in the folder is private.
import './groups.events';

export { groupMembers, groups } from './groups.tables';
