import { describe, expect, it } from 'vitest';
import { ZHubQuery, ZProjectCreate, ZProjectUpdate } from '../api/projects.schemas';
import { APPLICATION_STATES, PROJECT_STAGES } from '../codes/projects';
import {
  canBeRemoved,
  canChangeApplicationState,
  canDeleteQuestion,
  canManageProject,
  canReceiveLeadership,
  canReplyToQuestions,
  canResign,
  canSeeProjectMatches,
  canViewProject,
  describeForbiddenStageChange,
  HUB_DEFAULT_STAGES,
  isPositionFull,
  isRecruiting,
  missingForPublish,
  openSeatsOf,
  type ProjectRole,
  regionProblem,
  unansweredQuestions,
} from './projects';

const ROLES: ProjectRole[] = ['01', '02', null];

describe('project permissions', () => {
  it('only the leader manages; leader and members reply and see matches', () => {
    expect(ROLES.map(canManageProject)).toEqual([true, false, false]);
    expect(ROLES.map(canReplyToQuestions)).toEqual([true, true, false]);
    expect(ROLES.map(canSeeProjectMatches)).toEqual([true, true, false]);
  });

  it('a draft is visible to its leader only; published stages to everyone', () => {
    for (const stage of PROJECT_STAGES.codes) {
      for (const role of ROLES) {
        expect(canViewProject(stage, role)).toBe(stage !== '99' || role === '01');
      }
    }
    expect(canViewProject('00', null, false)).toBe(false);
    expect(canViewProject('00', '01', false)).toBe(true);
    expect(canViewProject('00', '02', true)).toBe(true);
  });

  it('members resign, get removed and receive leadership; the leader and outsiders do not', () => {
    expect(ROLES.map(canResign)).toEqual([false, true, false]);
    expect(ROLES.map(canBeRemoved)).toEqual([false, true, false]);
    expect(ROLES.map(canReceiveLeadership)).toEqual([false, true, false]);
  });

  it('a question is deleted by its author or the leader', () => {
    expect(canDeleteQuestion(null, true)).toBe(true);
    expect(canDeleteQuestion('01', false)).toBe(true);
    expect(canDeleteQuestion('02', false)).toBe(false);
    expect(canDeleteQuestion(null, false)).toBe(false);
  });
});

describe('recruiting and seats', () => {
  const base = { stage: '02' as const, openSeats: 2, recruitingDeadline: null };
  it('needs an active stage, a free seat and a deadline not passed (the day itself counts)', () => {
    expect(isRecruiting(base, '2026-05-01')).toBe(true);
    expect(isRecruiting({ ...base, openSeats: 0 }, '2026-05-01')).toBe(false);
    for (const stage of ['99', '00', '04', '05', '06'] as const)
      expect(isRecruiting({ ...base, stage }, '2026-05-01')).toBe(false);
    expect(isRecruiting({ ...base, recruitingDeadline: '2026-05-01' }, '2026-05-01')).toBe(true);
    expect(isRecruiting({ ...base, recruitingDeadline: '2026-04-30' }, '2026-05-01')).toBe(false);
  });

  it('counts open seats and fullness', () => {
    expect(openSeatsOf({ headcount: 3, filled: 1 })).toBe(2);
    expect(openSeatsOf({ headcount: 1, filled: 2 })).toBe(0);
    expect(isPositionFull({ headcount: 2, filled: 2 })).toBe(true);
    expect(isPositionFull({ headcount: 2, filled: 1 })).toBe(false);
  });

  it('the hub shows every published stage but Closed by default', () => {
    expect(HUB_DEFAULT_STAGES).toEqual(['01', '02', '03', '04', '05', '06']);
  });
});

describe('stage change refusal', () => {
  it('names both stages by code and label and lists the allowed moves', () => {
    const refusal = describeForbiddenStageChange('05', '01');
    expect(refusal.message).toBe(
      'A project cannot move from Completed (05) to Preparing (01). From Completed it can move to Completed (Archived) (06), Closed (00).',
    );
    expect(refusal.details).toEqual({
      from: { code: '05', label: 'Completed' },
      to: { code: '01', label: 'Preparing' },
      allowed: [
        { code: '06', label: 'Completed (Archived)' },
        { code: '00', label: 'Closed' },
      ],
    });
  });

  it('says Closed is final and that staying put is no move', () => {
    expect(describeForbiddenStageChange('00', '01').message).toContain('Closed is final.');
    expect(describeForbiddenStageChange('02', '02').message).toBe('The project is already In Progress (02).');
  });
});

describe('publishing and regions', () => {
  it('lists every missing field for publishing', () => {
    const issues = missingForPublish({
      name: 'Sidecamp',
      summary: ' ',
      description: '',
      platforms: [],
      workStyle: null,
      meetingMode: null,
      region: null,
    });
    expect(issues.map((issue) => issue.field)).toEqual([
      'summary',
      'description',
      'platforms',
      'workStyle',
      'meetingMode',
      'region',
    ]);
    expect(
      missingForPublish({
        name: 'x',
        summary: 's',
        description: 'd',
        platforms: ['01'],
        workStyle: '01',
        meetingMode: '01',
        region: 'KR00',
      }),
    ).toEqual([]);
  });

  it('follows the meeting-mode rule for regions', () => {
    expect(regionProblem('01', 'KR00')).toBeNull();
    expect(regionProblem('01', 'KR01')).toContain('Online only');
    expect(regionProblem('02', 'KR00')).toContain('need a real region');
    expect(regionProblem('02', 'KR16')).toBeNull();
    expect(regionProblem('00', 'KR00')).toBeNull();
    expect(regionProblem(null, 'KR01')).toBeNull();
  });

  it('the create and update schemas name `region` on a mismatch', () => {
    const created = ZProjectCreate.safeParse({ name: 'Team', meetingMode: '01', region: 'KR01' });
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['region']);
    const updated = ZProjectUpdate.safeParse({ meetingMode: '02', region: 'KR00' });
    expect(updated.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['region']);
    expect(ZProjectCreate.safeParse({ name: 'Team' }).success).toBe(true);
  });

  it('a logo must be a local uploaded file address', () => {
    const ok = ZProjectUpdate.safeParse({ logo: '/api/files/0b1e5a8e-4d4c-4c55-9a43-1f2a3b4c5d6e' });
    expect(ok.success).toBe(true);
    for (const logo of ['https://evil.example/x.png', '/api/files/../../etc', 'javascript:alert(1)'])
      expect(ZProjectUpdate.safeParse({ logo }).success).toBe(false);
  });

  it('hub flags read "false" as false and drafts cannot be asked for', () => {
    expect(ZHubQuery.parse({ recruiting: 'false', newOnly: '1' })).toMatchObject({
      recruiting: false,
      newOnly: true,
      sort: 'newest',
      limit: 20,
    });
    expect(ZHubQuery.safeParse({ stage: '99' }).success).toBe(false);
    expect(ZHubQuery.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('application states', () => {
  it('allows exactly send, cancel, approve and reject', () => {
    const allowed: string[] = [];
    for (const from of APPLICATION_STATES.codes)
      for (const to of APPLICATION_STATES.codes)
        for (const actor of ['applicant', 'leader'] as const)
          if (canChangeApplicationState(from, to, actor)) allowed.push(`${from}->${to} ${actor}`);
    expect(allowed).toEqual(['99->01 applicant', '01->99 applicant', '01->02 leader', '01->03 leader']);
  });

  it('needs an answer to each question when sent', () => {
    expect(unansweredQuestions(['Why?', 'When?'], ['Because', ' '])).toEqual([
      { field: 'answers.1', message: 'Answer "When?".' },
    ]);
    expect(unansweredQuestions([], ['extra']).map((issue) => issue.field)).toEqual(['answers']);
    expect(unansweredQuestions(['Why?'], ['Because'])).toEqual([]);
  });
});
