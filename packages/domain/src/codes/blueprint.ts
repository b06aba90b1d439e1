import { type CodeOf, defineCodes } from './defineCodes';

/** The eight axes an idea is analysed on (spec point 3); the axis name is the code. */
export const IDEA_ANALYSIS_AXES = defineCodes([
  { code: 'interaction', label: 'Interaction' },
  { code: 'customer', label: 'Customer' },
  { code: 'automation', label: 'Automation' },
  { code: 'complexity', label: 'Complexity' },
  { code: 'reach', label: 'Reach' },
  { code: 'engagement', label: 'Engagement' },
  { code: 'specialized', label: 'Specialized' },
  { code: 'innovation', label: 'Innovation' },
] as const);
export type IdeaAnalysisAxis = CodeOf<typeof IDEA_ANALYSIS_AXES>;
