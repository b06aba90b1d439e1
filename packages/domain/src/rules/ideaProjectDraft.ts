import type { TIdeaReport } from '../api/blueprint.schemas';
import type { JobCode } from '../codes/jobs';
import { GOAL_TITLE_MAX, PROJECT_NAME_MAX, PROJECT_POSITIONS_MAX, PROJECT_SUMMARY_MAX } from './limits';

/*
 * "Build a project" from an idea report (issue 18): a draft the person then reviews in the project
 * wizard. Positions come from the roles the report suggests, goals from its first-version features.
 */

/** Which job a suggested role is, by its words; a role no job fits (an adviser) is left out. */
const ROLE_JOBS: readonly [RegExp, JobCode][] = [
  [/machine learning/i, '0408'],
  [/data engineer/i, '0407'],
  [/security/i, '0409'],
  [/backend|realtime|media pipeline|audio engineer/i, '0406'],
  [/full-stack|frontend|e-commerce/i, '0403'],
  [/learning designer|content/i, '0204'],
  [/design|artist/i, '0301'],
  [/growth|market|community|advocate/i, '0102'],
  [/sales/i, '0104'],
];

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export type ProjectDraft = {
  name: string;
  summary: string;
  description: string;
  positions: { jobCode: JobCode; headcount: number; skillLevel: '03'; description: string }[];
  goals: { title: string }[];
};

export function projectDraftFromReport(report: TIdeaReport): ProjectDraft {
  const spec = report.specification;
  const positions: ProjectDraft['positions'] = [];
  for (const role of spec.roles) {
    const job = ROLE_JOBS.find(([pattern]) => pattern.test(role.text))?.[1];
    if (!job || positions.some((position) => position.jobCode === job)) continue;
    positions.push({ jobCode: job, headcount: 1, skillLevel: '03', description: role.text });
  }
  const section = (title: string, items: readonly { text: string }[]) =>
    items.length === 0 ? '' : `${title}\n${items.map((item) => `- ${item.text}`).join('\n')}`;
  const description = [
    report.idea.text,
    section('First version:', spec.mvpFeatures),
    section('Later:', spec.laterFeatures),
    section('Requirements:', spec.requirements),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return {
    name: cut(report.idea.title, PROJECT_NAME_MAX),
    summary: cut(
      report.frameworks.leanCanvas.uniqueValueProposition[0]?.text ?? report.idea.title,
      PROJECT_SUMMARY_MAX,
    ),
    description,
    positions: positions.slice(0, PROJECT_POSITIONS_MAX),
    goals: spec.mvpFeatures.map((feature) => ({ title: cut(feature.text, GOAL_TITLE_MAX) })),
  };
}
