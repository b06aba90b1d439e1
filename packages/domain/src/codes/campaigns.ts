import { type CodeOf, defineCodes } from './defineCodes';

/** How a campaign reaches its targets; the points cost per channel is in points.ts. */
export const CAMPAIGN_CHANNELS = defineCodes([
  { code: '01', label: 'Send notification' },
  { code: '02', label: 'Notification plus push' },
  { code: '03', label: 'Email' },
] as const);
export type CampaignChannelCode = CodeOf<typeof CAMPAIGN_CHANNELS>;

/** Campaign types (the spec shows each with a type image). */
export const CAMPAIGN_TYPES = defineCodes([
  { code: '01', label: 'Newsletter' },
  { code: '02', label: 'Survey' },
  { code: '03', label: 'Interview' },
  { code: '04', label: 'Tester' },
] as const);
export type CampaignTypeCode = CodeOf<typeof CAMPAIGN_TYPES>;
