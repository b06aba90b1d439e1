import { type CodeOf, defineCodes } from './defineCodes';

export const OCCUPATION_STATUS = defineCodes([
  { code: '01', label: 'Working professional' },
  { code: '02', label: 'Non-professional (including on leave)' },
] as const);
export type OccupationStatusCode = CodeOf<typeof OCCUPATION_STATUS>;

/** Skill level, the main scale. */
export const SKILL_LEVELS = defineCodes([
  { code: '01', label: 'Beginner' },
  { code: '02', label: 'Novice' },
  { code: '03', label: 'Intermediate' },
  { code: '04', label: 'Advanced' },
  { code: '05', label: 'Guru' },
] as const);
export type SkillLevelCode = CodeOf<typeof SKILL_LEVELS>;

/** The spec's second labelling of the same codes 01-05 (used where space is short). */
export const SKILL_LEVELS_ALT = defineCodes([
  { code: '01', label: 'Newbie' },
  { code: '02', label: 'Beginner' },
  { code: '03', label: 'Mid' },
  { code: '04', label: 'Expert' },
  { code: '05', label: 'Guru' },
] as const);

export const VISIT_PURPOSES = defineCodes([
  { code: '01', label: 'Looking for teammates' },
  { code: '02', label: 'Investment' },
  { code: '03', label: 'New job opportunities' },
  { code: '04', label: 'Insights and ideas' },
  { code: '05', label: 'Just looking around' },
] as const);
export type VisitPurposeCode = CodeOf<typeof VISIT_PURPOSES>;

/** Career experience; the spec prints "1–3 years, 3–5, 5–10, 10+", the unit is repeated here. */
export const EXPERIENCE = defineCodes([
  { code: '01', label: '1–3 years' },
  { code: '02', label: '3–5 years' },
  { code: '03', label: '5–10 years' },
  { code: '04', label: '10+ years' },
] as const);
export type ExperienceCode = CodeOf<typeof EXPERIENCE>;

/** The general gender list: the spec gives codes 00 to 02 only; labels are ours. */
export const GENDERS = defineCodes([
  { code: '00', label: 'Not specified' },
  { code: '01', label: 'Male' },
  { code: '02', label: 'Female' },
] as const);
export type GenderCode = CodeOf<typeof GENDERS>;

/** The profile list: 01 male, 02 female (no "not specified" choice on a profile). */
export const PROFILE_GENDERS = defineCodes([
  { code: '01', label: 'Male' },
  { code: '02', label: 'Female' },
] as const);
export type ProfileGenderCode = CodeOf<typeof PROFILE_GENDERS>;

/** Age bands 00 to 05; the spec labels 01-05, the 00 label is ours. */
export const AGE_BANDS = defineCodes([
  { code: '00', label: 'Not specified' },
  { code: '01', label: 'Teens' },
  { code: '02', label: '20s' },
  { code: '03', label: '30s' },
  { code: '04', label: '40s' },
  { code: '05', label: '50 and above' },
] as const);
export type AgeBandCode = CodeOf<typeof AGE_BANDS>;

/** The sixteen four-letter personality types plus 0000; the type letters are the code. */
export const PERSONALITY_TYPES = defineCodes([
  { code: '0000', label: 'Not assigned' },
  { code: 'ISTJ', label: 'ISTJ' },
  { code: 'ISFJ', label: 'ISFJ' },
  { code: 'INFJ', label: 'INFJ' },
  { code: 'INTJ', label: 'INTJ' },
  { code: 'ISTP', label: 'ISTP' },
  { code: 'ISFP', label: 'ISFP' },
  { code: 'INFP', label: 'INFP' },
  { code: 'INTP', label: 'INTP' },
  { code: 'ESTP', label: 'ESTP' },
  { code: 'ESFP', label: 'ESFP' },
  { code: 'ENFP', label: 'ENFP' },
  { code: 'ENTP', label: 'ENTP' },
  { code: 'ESTJ', label: 'ESTJ' },
  { code: 'ESFJ', label: 'ESFJ' },
  { code: 'ENFJ', label: 'ENFJ' },
  { code: 'ENTJ', label: 'ENTJ' },
] as const);
export type PersonalityTypeCode = CodeOf<typeof PERSONALITY_TYPES>;

/** Company types. The spec names them without codes; 01-05 in its order are ours. */
export const COMPANY_TYPES = defineCodes([
  { code: '01', label: 'Large company' },
  { code: '02', label: 'Small company' },
  { code: '03', label: 'Startup' },
  { code: '04', label: 'Sole proprietor' },
  { code: '05', label: 'Other' },
] as const);
export type CompanyTypeCode = CodeOf<typeof COMPANY_TYPES>;

/** Occupations. The spec names them without codes; 01-03 in its order are ours. */
export const OCCUPATIONS = defineCodes([
  { code: '01', label: 'Office worker' },
  { code: '02', label: 'Student' },
  { code: '03', label: 'Professional' },
] as const);
export type OccupationCode = CodeOf<typeof OCCUPATIONS>;

/**
 * Profile item types. The spec lists these six "and others" without naming the rest; add
 * more here when a feature needs them.
 */
export const PROFILE_ITEM_TYPES = defineCodes([
  { code: 'cover_letter', label: 'Cover letter' },
  { code: 'career', label: 'Career' },
  { code: 'location', label: 'Location' },
  { code: 'skill', label: 'Skill' },
  { code: 'portfolio', label: 'Portfolio' },
  { code: 'question', label: 'Question' },
] as const);
export type ProfileItemTypeCode = CodeOf<typeof PROFILE_ITEM_TYPES>;

/**
 * Integrations. The spec describes them by kind only (two team-chat tools, an issue tracker,
 * a notes workspace, a code-hosting service, a design tool); the concrete tools are ours. The
 * design tool is Figma because the spec's endpoint list names disconnect_figma.
 */
export const INTEGRATIONS = defineCodes([
  { code: 'slack', label: 'Slack' },
  { code: 'discord', label: 'Discord' },
  { code: 'jira', label: 'Jira' },
  { code: 'notion', label: 'Notion' },
  { code: 'github', label: 'GitHub' },
  { code: 'figma', label: 'Figma' },
] as const);
export type IntegrationCode = CodeOf<typeof INTEGRATIONS>;

/** What kind of tool each integration is, as the spec describes them. */
export const INTEGRATION_KINDS = {
  slack: 'team-chat',
  discord: 'team-chat',
  jira: 'issue-tracker',
  notion: 'notes',
  github: 'code-hosting',
  figma: 'design',
} as const satisfies Record<IntegrationCode, string>;

/** World regions (spec: "regions am, as, eu, af"). */
export const COUNTRY_REGIONS = defineCodes([
  { code: 'am', label: 'Americas' },
  { code: 'as', label: 'Asia' },
  { code: 'eu', label: 'Europe' },
  { code: 'af', label: 'Africa' },
] as const);
export type CountryRegionCode = CodeOf<typeof COUNTRY_REGIONS>;

/**
 * Countries are two-letter codes plus 'ew' meaning "no matter" (spec point 3). The spec does not
 * list the countries, so only the extra code and a shape check live here.
 */
export const COUNTRY_NO_MATTER = 'ew';

/** A country code's shape: 'ew' or two lowercase letters (ISO 3166-1 alpha-2 style). */
export function isCountryCodeShape(value: string): boolean {
  return value === COUNTRY_NO_MATTER || /^[a-z]{2}$/.test(value);
}
