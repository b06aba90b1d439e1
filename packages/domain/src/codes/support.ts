import { type CodeOf, defineCodes } from './defineCodes';

export const FEEDBACK_TYPES = defineCodes([
  { code: '01', label: 'Collaboration Request' },
  { code: '02', label: 'Feature Suggestion' },
  { code: '03', label: 'Bug Report' },
  { code: '04', label: 'Compliment/Support' },
] as const);
export type FeedbackTypeCode = CodeOf<typeof FEEDBACK_TYPES>;

export const FAQ_CATEGORIES = defineCodes([
  { code: '01', label: 'Getting Started' },
  { code: '02', label: 'Account' },
  { code: '03', label: 'Project' },
  { code: '04', label: 'Payment/Points' },
  { code: '05', label: 'Communication' },
  { code: '06', label: 'Others' },
] as const);
export type FaqCategoryCode = CodeOf<typeof FAQ_CATEGORIES>;
