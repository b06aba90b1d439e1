// The blueprint module's public face: what other modules may use. Everything else in the folder is private.

export { blueprintDataOf } from './blueprint.personalData';
export { ideaAnalyses } from './blueprint.tables';
