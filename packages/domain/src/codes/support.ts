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

/** Lengths of notices, questions to support and their answers (the forms and the schemas share them). */
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 4000;
export const ASK_SUBJECT_MIN = 3;
export const ASK_SUBJECT_MAX = 120;
export const ASK_BODY_MIN = 10;
export const ASK_BODY_MAX = 4000;
export const ANSWER_BODY_MAX = 4000;
