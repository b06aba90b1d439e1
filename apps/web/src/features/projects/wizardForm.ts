import type { PlatformCode, TProjectCreate, TProjectDetail, TProjectUpdate } from '@sidecamp/domain';
import { PLATFORMS } from '@sidecamp/domain/core';

/** The wizard's steps, in order. Positions and questions come after the draft exists. */
export const WIZARD_STEPS = ['basics', 'details', 'positions', 'questions', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isWizardStep(value: unknown): value is WizardStep {
  return WIZARD_STEPS.some((step) => step === value);
}

/** Everything the wizard edits, as the inputs hold it (strings; '' means "not chosen"). */
export type WizardForm = {
  name: string;
  summary: string;
  description: string;
  logo: string | null;
  platforms: PlatformCode[];
  workStyle: string;
  meetingMode: string;
  region: string;
  serviceCategory: string;
  industry: string;
  techStacks: string[];
  links: { label: string; url: string }[];
  recruitingDeadline: string;
  questions: string[];
};

export const EMPTY_WIZARD_FORM: WizardForm = {
  name: '',
  summary: '',
  description: '',
  logo: null,
  platforms: [],
  workStyle: '',
  meetingMode: '',
  region: '',
  serviceCategory: '',
  industry: '',
  techStacks: [],
  links: [],
  recruitingDeadline: '',
  questions: [],
};

export function formFromProject(project: TProjectDetail): WizardForm {
  return {
    name: project.name,
    summary: project.summary,
    description: project.description,
    logo: project.logo,
    platforms: project.platforms.filter((code): code is PlatformCode => PLATFORMS.isCode(code)),
    workStyle: project.workStyle ?? '',
    meetingMode: project.meetingMode ?? '',
    region: project.region ?? '',
    serviceCategory: project.serviceCategory ?? '',
    industry: project.industry ?? '',
    techStacks: [...project.techStacks],
    links: project.links.map((link) => ({ ...link })),
    recruitingDeadline: project.recruitingDeadline ?? '',
    questions: [...project.questions],
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * What one step sends. Values go out as the API's types; empty choices become null so a cleared
 * field is really cleared. The shape is checked by the caller with the server's own schema.
 */
export function stepPayload(step: WizardStep, form: WizardForm): TProjectUpdate {
  switch (step) {
    case 'basics':
      return {
        name: form.name.trim(),
        summary: form.summary.trim(),
        description: form.description.trim(),
        logo: form.logo,
      };
    case 'details':
      return {
        platforms: form.platforms,
        workStyle: orNull(form.workStyle) as TProjectUpdate['workStyle'],
        meetingMode: orNull(form.meetingMode) as TProjectUpdate['meetingMode'],
        region: orNull(form.region) as TProjectUpdate['region'],
        serviceCategory: orNull(form.serviceCategory),
        industry: orNull(form.industry),
        techStacks: form.techStacks,
        links: form.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
        recruitingDeadline: orNull(form.recruitingDeadline),
      };
    case 'questions':
      return {
        questions: form.questions.map((question) => question.trim()).filter((question) => question !== ''),
      };
    case 'positions':
    case 'review':
      return {};
  }
}

/** The first save creates the draft; it carries the basics (a draft needs only a name). */
export function createPayload(form: WizardForm): TProjectCreate {
  return stepPayload('basics', form) as TProjectCreate;
}

/** Field messages keyed by the first part of the path (`links.0.url` counts under `links`). */
export function issuesByField(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.split('.')[0] ?? issue.path;
    errors[key] ??= issue.message;
    errors[issue.path] ??= issue.message;
  }
  return errors;
}
