// The resume area's public face: its table, for the schema. Its routes are composed by resume.module.ts.
export { resumeSettings } from './resume.tables';
