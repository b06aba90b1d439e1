// The parts of the projects feature that the member finder reuses: its list pieces and API calls.
export { projectApi } from './api/projectApi';
export { projectKeys } from './api/projectKeys';
export { codeLabel, jobLabel, skillLabel } from './codeLabels';
export { CheckboxField } from './components/CheckboxField';
export { CodeSelect } from './components/CodeSelect';
export { LoadMore } from './components/LoadMore';
export { PersonAvatar } from './components/PersonAvatar';
export { ProjectLogo } from './components/ProjectLogo';
export { QueryError } from './components/QueryError';
export { StageBadge } from './components/StageBadge';
export { useApiMutation } from './hooks/useApiMutation';
export { useProject } from './hooks/useProject';
