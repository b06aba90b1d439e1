// The blueprint module's public face: what other modules may use. Everything else in the folder is private.

export { ideaAnalyses } from './blueprint.tables';
