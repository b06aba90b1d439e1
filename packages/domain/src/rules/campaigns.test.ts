import { describe, expect, it } from 'vitest';
import { ZCampaignInput } from '../api/campaigns.schemas';
import { campaignTargetsJob } from '../codes/jobs';
import {
  CAMPAIGN_APPROVAL_THRESHOLD,
  CAMPAIGN_MIN_AUDIENCE,
  type CampaignQuestion,
  campaignChannelAbsence,
  campaignCost,
  campaignCountShown,
  campaignJobTargetOf,
  isCampaignTargetCode,
  needsCampaignApproval,
  surveyAnswersProblem,
  targetableByProfile,
} from './campaigns';

describe('campaign targets', () => {
  it('accept everyone, job groups and jobs, nothing else', () => {
    for (const code of ['00', '0000', '04', '0403', '0301']) expect(isCampaignTargetCode(code)).toBe(true);
    for (const code of ['', '06', '0499', '4', 'all', '04,0403'])
      expect(isCampaignTargetCode(code)).toBe(false);
  });

  it('are stored as the spec CPG_JOB_TARGET: comma-separated, each once, everyone wins, a group covers its jobs', () => {
    expect(campaignJobTargetOf(['0403', '0301'])).toBe('0403,0301');
    expect(campaignJobTargetOf(['0403', '0403'])).toBe('0403');
    expect(campaignJobTargetOf(['0403', '00'])).toBe('00');
    expect(campaignJobTargetOf(['0000'])).toBe('00');
    expect(campaignJobTargetOf(['0403', '04', '0301'])).toBe('04,0301');
    expect(campaignJobTargetOf(['nonsense'])).toBe('00');
  });

  it('reach the people the rule in codes/jobs.ts says', () => {
    const target = campaignJobTargetOf(['0403']);
    expect(campaignTargetsJob(target, '0403')).toBe(true);
    expect(campaignTargetsJob(target, '0406')).toBe(false);
    expect(campaignTargetsJob(target, null)).toBe(false);
    expect(campaignTargetsJob(campaignJobTargetOf(['04']), '0406')).toBe(true);
    expect(campaignTargetsJob(campaignJobTargetOf(['00']), null)).toBe(true);
  });
});

describe('campaign cost', () => {
  it('charges per 10 recipients by channel and a fee by type, as two ledger lines', () => {
    expect(campaignCost('02', '01', 7)).toEqual({
      lines: [
        { code: 'D33', label: 'Notification usage', points: 1 },
        { code: 'D38', label: 'Survey usage', points: 2 },
      ],
      total: 3,
    });
    expect(campaignCost('01', '02', 26).lines[0]).toEqual({ code: 'D34', label: 'Push usage', points: 6 });
    expect(campaignCost('04', '03', 10).total).toBe(2 + 2);
    expect(campaignCost('03', '01', 0).total).toBe(2);
  });

  it('needs an admin above the spec limit table of the channel', () => {
    expect(CAMPAIGN_APPROVAL_THRESHOLD).toEqual({ '01': 50, '02': 100, '03': 50 });
    expect(needsCampaignApproval('01', 50)).toBe(false);
    expect(needsCampaignApproval('01', 51)).toBe(true);
    expect(needsCampaignApproval('02', 100)).toBe(false);
  });
});

describe('survey answers', () => {
  const questions: CampaignQuestion[] = [
    { id: 'q1', kind: 'single', prompt: 'Which stack?', options: ['React', 'Vue'] },
    { id: 'q2', kind: 'multiple', prompt: 'Which tools?', options: ['Vite', 'Webpack', 'esbuild'] },
    { id: 'q3', kind: 'text', prompt: 'Anything else?', options: [] },
  ];
  const good = { q1: 'React', q2: ['Vite', 'esbuild'], q3: 'Fast builds' };

  it('accept a full, valid answer', () => {
    expect(surveyAnswersProblem(questions, good)).toBeNull();
  });

  it('name the question that is wrong', () => {
    expect(surveyAnswersProblem(questions, { ...good, q1: 'Svelte' })?.questionId).toBe('q1');
    expect(surveyAnswersProblem(questions, { ...good, q1: ['React', 'Vue'] })?.questionId).toBe('q1');
    expect(surveyAnswersProblem(questions, { ...good, q2: [] })?.questionId).toBe('q2');
    expect(surveyAnswersProblem(questions, { ...good, q2: ['Vite', 'Vite'] })?.questionId).toBe('q2');
    expect(surveyAnswersProblem(questions, { ...good, q3: '  ' })?.questionId).toBe('q3');
    expect(surveyAnswersProblem(questions, { q1: 'React', q2: ['Vite'] })?.questionId).toBe('q3');
    expect(surveyAnswersProblem(questions, { ...good, q9: 'x' })?.questionId).toBe('q9');
  });
});

describe('campaign input', () => {
  const base = {
    type: '01',
    channel: '01',
    jobTargets: ['0403'],
    title: 'Frontend news',
    body: 'What is new this week.',
  };

  it('parses a newsletter with defaults for the optional filters', () => {
    const parsed = ZCampaignInput.parse(base);
    expect(parsed).toMatchObject({
      experience: null,
      visitPurpose: null,
      region: null,
      boothId: null,
      questions: [],
    });
  });

  it('asks a survey for questions and refuses questions elsewhere', () => {
    const survey = ZCampaignInput.safeParse({ ...base, type: '02' });
    expect(survey.error?.issues[0]?.path).toEqual(['questions']);
    const newsletter = ZCampaignInput.safeParse({
      ...base,
      questions: [{ id: 'q1', kind: 'text', prompt: 'Why?', options: [] }],
    });
    expect(newsletter.error?.issues[0]?.path).toEqual(['questions']);
  });

  it('refuses a choice question with one option and a booth audience for anything but testers', () => {
    const oneOption = ZCampaignInput.safeParse({
      ...base,
      type: '02',
      questions: [{ id: 'q1', kind: 'single', prompt: 'Pick', options: ['Only'] }],
    });
    expect(oneOption.error?.issues[0]?.path).toEqual(['questions', 0, 'options']);
    expect(ZCampaignInput.safeParse({ ...base, boothId: 3 }).error?.issues[0]?.path).toEqual(['boothId']);
    expect(ZCampaignInput.safeParse({ ...base, jobTargets: ['9999'] }).error?.issues[0]?.path).toEqual([
      'jobTargets',
      0,
    ]);
  });
});

describe('what a campaign may learn and use', () => {
  it('tells a count exactly only from CAMPAIGN_MIN_AUDIENCE up', () => {
    expect(CAMPAIGN_MIN_AUDIENCE).toBeGreaterThan(1);
    for (const small of [0, 1, CAMPAIGN_MIN_AUDIENCE - 1]) expect(campaignCountShown(small)).toBeNull();
    expect(campaignCountShown(CAMPAIGN_MIN_AUDIENCE)).toBe(CAMPAIGN_MIN_AUDIENCE);
    expect(campaignCountShown(1234)).toBe(1234);
  });

  it('targets by profile attributes only the profiles that show them to members', () => {
    expect(targetableByProfile('public', false)).toBe(true);
    expect(targetableByProfile('members', false)).toBe(true);
    expect(targetableByProfile(null, false)).toBe(true);
    expect(targetableByProfile('private', false)).toBe(false);
    expect(targetableByProfile('public', true)).toBe(false);
  });

  it('offers push only on a server that sends push', () => {
    expect(campaignChannelAbsence('02', { push: false })).toBe('push_not_configured');
    expect(campaignChannelAbsence('02', { push: true })).toBeNull();
    for (const channel of ['01', '03'] as const)
      expect(campaignChannelAbsence(channel, { push: false })).toBeNull();
  });
});
