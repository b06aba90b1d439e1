// The projects feature's public face: what other features show of a project (logo, stage) and
// its API calls and query keys.
export { projectApi } from './api/projectApi';
export { projectKeys } from './api/projectKeys';
export { ProjectLogo } from './components/ProjectLogo';
export { StageBadge } from './components/StageBadge';
export { useProject } from './hooks/useProject';
