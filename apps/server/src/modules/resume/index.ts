// The resume area's public face: its table, for the schema. Its routes are composed by resume.module.ts.
export { resumeDataOf } from './resume.personalData';
export { resumeSettings } from './resume.tables';
