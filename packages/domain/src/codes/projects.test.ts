import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATES,
  allowedNextStages,
  canChangeProjectStage,
  canMoveTask,
  MEETING_MODES,
  MEMBER_ROLES,
  PLATFORMS,
  PROJECT_STAGES,
  PROJECT_STATUS_SCALE,
  type ProjectStageCode,
  TASK_STAGE_KEYS,
  TASK_STAGES,
  WORK_STYLES,
} from './projects';

const pairs = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => [entry.code, entry.label]);

describe('project code lists', () => {
  it('project stages', () => {
    expect(pairs(PROJECT_STAGES)).toEqual([
      ['99', 'Temp'],
      ['00', 'Closed'],
      ['01', 'Preparing'],
      ['02', 'In Progress'],
      ['03', 'Developing'],
      ['04', 'Suspended'],
      ['05', 'Completed'],
      ['06', 'Completed (Archived)'],
    ]);
  });

  it('project status scale', () => {
    expect(pairs(PROJECT_STATUS_SCALE)).toEqual([
      ['01', 'Planning'],
      ['02', 'In Progress'],
      ['03', 'Review'],
      ['04', 'Done'],
    ]);
  });

  it('task stages keep the spec names as keys', () => {
    expect(TASK_STAGES.codes).toEqual(['01', '02', '03', '04']);
    expect(TASK_STAGE_KEYS).toEqual({ '01': 'plan', '02': 'inProgress', '03': 'review', '04': 'done' });
    expect(TASK_STAGES.label('02')).toBe('In Progress');
  });

  it('member roles', () => {
    expect(pairs(MEMBER_ROLES)).toEqual([
      ['99', 'Applicant'],
      ['01', 'Leader'],
      ['02', 'Member'],
    ]);
  });

  it('application states', () => {
    expect(pairs(APPLICATION_STATES)).toEqual([
      ['99', 'Draft'],
      ['01', 'Review'],
      ['02', 'Success'],
      ['03', 'Rejected'],
    ]);
  });

  it('platforms', () => {
    expect(pairs(PLATFORMS)).toEqual([
      ['00', 'TBD'],
      ['01', 'Web'],
      ['02', 'Android'],
      ['03', 'iOS'],
      ['04', 'Desktop'],
      ['05', 'Cloud/SaaS'],
    ]);
  });

  it('work styles', () => {
    expect(pairs(WORK_STYLES)).toEqual([
      ['01', 'Remote'],
      ['02', 'Hybrid'],
      ['03', 'On-site'],
      ['04', 'Flexible'],
    ]);
  });

  it('meeting modes', () => {
    expect(pairs(MEETING_MODES)).toEqual([
      ['00', 'Online and offline'],
      ['01', 'Online only'],
      ['02', 'Offline only'],
    ]);
  });
});

describe('project stage transitions (FEATURES F4.2)', () => {
  const allowed: [ProjectStageCode, ProjectStageCode][] = [
    ['99', '01'],
    ['01', '02'],
    ['02', '01'],
    ['02', '03'],
    ['03', '02'],
    ['01', '04'],
    ['02', '04'],
    ['03', '04'],
    ['04', '01'],
    ['04', '02'],
    ['04', '03'],
    ['02', '05'],
    ['03', '05'],
    ['05', '06'],
    ['99', '00'],
    ['01', '00'],
    ['04', '00'],
    ['05', '00'],
    ['06', '00'],
  ];
  it.each(allowed)('%s -> %s is allowed', (from, to) => {
    expect(canChangeProjectStage(from, to)).toBe(true);
  });

  const refused: [ProjectStageCode, ProjectStageCode][] = [
    ['99', '02'],
    ['99', '05'],
    ['01', '03'],
    ['01', '05'],
    ['04', '05'],
    ['05', '02'],
    ['06', '05'],
    ['00', '01'],
    ['00', '99'],
    ['02', '99'],
    ['99', '04'],
    ['05', '04'],
  ];
  it.each(refused)('%s -> %s is refused', (from, to) => {
    expect(canChangeProjectStage(from, to)).toBe(false);
  });

  it('never allows staying in the same stage', () => {
    for (const stage of PROJECT_STAGES.codes) expect(canChangeProjectStage(stage, stage)).toBe(false);
  });

  it('lets every stage but Closed close, and Closed go nowhere', () => {
    for (const stage of PROJECT_STAGES.codes) {
      expect(canChangeProjectStage(stage, '00')).toBe(stage !== '00');
    }
    expect(allowedNextStages('00')).toEqual([]);
  });

  it('lists the next stages', () => {
    expect(allowedNextStages('99')).toEqual(['01', '00']);
    expect([...allowedNextStages('02')].sort()).toEqual(['00', '01', '03', '04', '05']);
    expect([...allowedNextStages('04')].sort()).toEqual(['00', '01', '02', '03']);
  });
});

describe('canMoveTask', () => {
  it('moves one stage forward or back, or stays', () => {
    expect(canMoveTask('01', '02')).toBe(true);
    expect(canMoveTask('03', '02')).toBe(true);
    expect(canMoveTask('04', '03')).toBe(true);
    expect(canMoveTask('02', '02')).toBe(true);
  });

  it('refuses jumps', () => {
    expect(canMoveTask('01', '03')).toBe(false);
    expect(canMoveTask('01', '04')).toBe(false);
    expect(canMoveTask('04', '01')).toBe(false);
  });
});
