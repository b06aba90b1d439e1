import { ZProjectCreate, ZProjectUpdate } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import { buildProjectDetail } from '../../test/buildProjectDetail';
import {
  createPayload,
  EMPTY_WIZARD_FORM,
  formFromProject,
  issuesByField,
  isWizardStep,
  stepPayload,
  WIZARD_STEPS,
  type WizardForm,
} from './wizardForm';

const buildForm = (overrides: Partial<WizardForm> = {}): WizardForm => ({
  ...EMPTY_WIZARD_FORM,
  ...overrides,
});

/** The wizard's own check before saving a step (ProjectWizardPage's save): the server's schema. */
const issuesOf = (step: (typeof WIZARD_STEPS)[number], form: WizardForm) => {
  const parsed = ZProjectUpdate.safeParse(stepPayload(step, form));
  return parsed.success
    ? {}
    : issuesByField(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
};

describe('isWizardStep', () => {
  it('accepts the five steps and nothing else', () => {
    for (const step of WIZARD_STEPS) expect(isWizardStep(step)).toBe(true);
    expect(isWizardStep('publish')).toBe(false);
    expect(isWizardStep(null)).toBe(false);
    expect(isWizardStep(2)).toBe(false);
  });
});

describe('formFromProject', () => {
  it('fills the inputs from a project, empty choices as empty strings', () => {
    const form = formFromProject(
      buildProjectDetail({
        workStyle: null,
        meetingMode: '02',
        region: 'KR01',
        industry: 'Health',
        recruitingDeadline: '2027-01-05',
        links: [{ label: 'Site', url: 'https://example.com' }],
        questions: ['Why?'],
      }),
    );
    expect(form).toMatchObject({
      name: 'Sidecamp',
      workStyle: '',
      meetingMode: '02',
      region: 'KR01',
      serviceCategory: '',
      industry: 'Health',
      recruitingDeadline: '2027-01-05',
      links: [{ label: 'Site', url: 'https://example.com' }],
      questions: ['Why?'],
    });
  });

  it('drops platform codes this page does not know', () => {
    expect(formFromProject(buildProjectDetail({ platforms: ['01', '42', '03'] })).platforms).toEqual([
      '01',
      '03',
    ]);
  });

  it('copies the lists, so editing the form never changes the loaded project', () => {
    const project = buildProjectDetail({ links: [{ label: 'Site', url: 'https://example.com' }] });
    const form = formFromProject(project);
    form.techStacks.push('Rust');
    const [link] = form.links;
    if (link) link.label = 'Changed';
    expect(project.techStacks).toEqual(['TypeScript']);
    expect(project.links[0]?.label).toBe('Site');
  });
});

describe('stepPayload', () => {
  it('sends the trimmed basics', () => {
    expect(
      stepPayload('basics', buildForm({ name: '  Camp ', summary: ' s ', description: ' d ', logo: null })),
    ).toEqual({ name: 'Camp', summary: 's', description: 'd', logo: null });
  });

  it('sends cleared choices as null so they are really cleared', () => {
    const payload = stepPayload(
      'details',
      buildForm({ workStyle: '', meetingMode: '  ', industry: ' Games ' }),
    );
    expect(payload).toMatchObject({
      workStyle: null,
      meetingMode: null,
      region: null,
      serviceCategory: null,
      industry: 'Games',
      recruitingDeadline: null,
    });
  });

  it('trims links and leaves out blank questions', () => {
    const form = buildForm({
      links: [{ label: ' Repo ', url: ' https://github.com/x ' }],
      questions: [' Why us? ', '   ', 'When?'],
    });
    expect(stepPayload('details', form).links).toEqual([{ label: 'Repo', url: 'https://github.com/x' }]);
    expect(stepPayload('questions', form)).toEqual({ questions: ['Why us?', 'When?'] });
  });

  it('sends nothing from the positions and review steps', () => {
    expect(stepPayload('positions', buildForm({ name: 'x' }))).toEqual({});
    expect(stepPayload('review', buildForm({ name: 'x' }))).toEqual({});
  });

  it("passes the server's schema for a complete form", () => {
    const form = buildForm({
      name: 'Camp',
      platforms: ['01', '02'],
      workStyle: '02',
      meetingMode: '02',
      region: 'KR01',
      links: [{ label: 'Site', url: 'https://example.com' }],
      recruitingDeadline: '2027-01-05',
      questions: ['Why?'],
    });
    for (const step of WIZARD_STEPS) expect(issuesOf(step, form)).toEqual({});
  });

  it("fails the server's schema where the form is wrong, under the field's name", () => {
    expect(Object.keys(issuesOf('basics', buildForm({ name: 'x' })))).toEqual(['name']);
    // Online-only projects use the "not relevant" region; the message belongs to the region field.
    expect(Object.keys(issuesOf('details', buildForm({ meetingMode: '01', region: 'KR01' })))).toEqual([
      'region',
    ]);
    const linkIssues = issuesOf('details', buildForm({ links: [{ label: 'Site', url: 'not an address' }] }));
    expect(Object.keys(linkIssues)).toEqual(['links', 'links.0.url']);
  });
});

describe('createPayload', () => {
  it('creates the draft from the basics alone', () => {
    const payload = createPayload(buildForm({ name: ' Camp ', platforms: ['01'], questions: ['Why?'] }));
    expect(payload).toEqual({ name: 'Camp', summary: '', description: '', logo: null });
    expect(ZProjectCreate.safeParse(payload).success).toBe(true);
  });
});

describe('issuesByField', () => {
  it('keeps the first message per field, under the first part of the path and the full path', () => {
    expect(
      issuesByField([
        { path: 'links.1.url', message: 'Use a web address.' },
        { path: 'links.0.label', message: 'Name the link.' },
        { path: 'name', message: 'Too short.' },
        { path: 'name', message: 'Second message.' },
      ]),
    ).toEqual({
      links: 'Use a web address.',
      'links.1.url': 'Use a web address.',
      'links.0.label': 'Name the link.',
      name: 'Too short.',
    });
  });

  it('gives nothing for no issues', () => {
    expect(issuesByField([])).toEqual({});
  });
});
