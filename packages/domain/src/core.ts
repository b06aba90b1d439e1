/*
 * The domain without its zod schemas and error texts: codes and their labels, rules and realtime
 * event names. The web app's first load imports from here ('@sidecamp/domain/core'), so showing a page does
 * not ship the validation library; the schemas come with '@sidecamp/domain' (this plus ./api).
 */

export * from './codes/alarms';
export * from './codes/auth';
export * from './codes/blueprint';
export * from './codes/booths';
export * from './codes/campaigns';
export * from './codes/chat';
export * from './codes/defineCodes';
export * from './codes/jobs';
export * from './codes/lounge';
export * from './codes/notifications';
export * from './codes/people';
export * from './codes/plans';
export * from './codes/points';
export * from './codes/projects';
export * from './codes/quests';
export * from './codes/regions';
export * from './codes/support';
export * from './realtime/events';
export * from './rules/booths';
export * from './rules/campaigns';
export * from './rules/chat';
export * from './rules/format';
export * from './rules/giftCards';
export * from './rules/ideaAnalysis';
export * from './rules/ideaAxes';
export * from './rules/ideaCompetitors';
export * from './rules/ideaLogo';
export * from './rules/ideaMarkdown';
export * from './rules/ideaPremium';
export * from './rules/ideaProjectDraft';
export * from './rules/levels';
export * from './rules/limits';
export * from './rules/lounge';
export * from './rules/matching';
export * from './rules/memberText';
export * from './rules/points';
export * from './rules/projects';
export * from './rules/resume';
export * from './rules/shareCards';
export * from './rules/succession';
export * from './rules/teamGap';
export * from './rules/theme';
export * from './rules/trust';
export * from './rules/validation';
export * from './rules/workspace';
