import { describe, expect, it } from 'vitest';
import { codeSchema } from '../api/codeSchema';
import {
  CAMPAIGN_TARGET_EVERYONE,
  campaignTargetsJob,
  JOB_CODE_ANY_LABELS,
  JOB_CODES,
  JOB_GROUPS,
  jobCodesOfGroup,
  jobGroupOf,
} from './jobs';

const pairs = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => [entry.code, entry.label]);

describe('job groups', () => {
  it('are the spec list', () => {
    expect(pairs(JOB_GROUPS)).toEqual([
      ['01', 'Business'],
      ['02', 'Product Planning'],
      ['03', 'Design'],
      ['04', 'Engineering'],
      ['05', 'Others'],
    ]);
  });
});

describe('job codes', () => {
  it('are the spec list with 0000 first', () => {
    expect(pairs(JOB_CODES)).toEqual([
      ['0000', 'Not Specified'],
      ['0101', 'Business planning'],
      ['0102', 'Marketing/growth'],
      ['0103', 'Finance'],
      ['0104', 'Sales'],
      ['0106', 'Strategy/consulting'],
      ['0107', 'HR'],
      ['0201', 'Project manager'],
      ['0202', 'Product manager/owner'],
      ['0203', 'UX/product planning'],
      ['0204', 'Content planning'],
      ['0301', 'UI/UX'],
      ['0302', 'Graphic/visual'],
      ['0303', 'Motion/interaction'],
      ['0304', 'Brand'],
      ['0305', '3D'],
      ['0401', 'iOS'],
      ['0402', 'Android'],
      ['0403', 'Web frontend'],
      ['0404', 'Cross-platform'],
      ['0405', 'Desktop'],
      ['0406', 'Backend'],
      ['0407', 'Big data/DS'],
      ['0408', 'AI/ML'],
      ['0409', 'Architect'],
      ['0410', 'Security'],
      ['0411', 'Cloud/DevOps'],
      ['0501', 'Operation'],
      ['0502', 'QA/testing'],
      ['0503', 'Other'],
    ]);
  });

  it('has no 0105 (the spec skips it)', () => {
    expect(JOB_CODES.isCode('0105')).toBe(false);
  });

  it('labels 0000 both ways the spec does', () => {
    expect(JOB_CODE_ANY_LABELS).toEqual({ profile: 'Not Specified', filter: 'All Jobs' });
    expect(JOB_CODES.label('0000')).toBe('Not Specified');
  });

  it('validates through its schema and refuses unknown labels', () => {
    expect(codeSchema(JOB_CODES).safeParse('0403').success).toBe(true);
    expect(codeSchema(JOB_CODES).safeParse('0412').success).toBe(false);
    expect(codeSchema(JOB_CODES).safeParse(403).success).toBe(false);
    expect(() => JOB_CODES.label('9999' as '0000')).toThrow('unknown code 9999');
  });
});

describe('jobGroupOf / jobCodesOfGroup', () => {
  it('maps a job to its group by the first two digits', () => {
    expect(jobGroupOf('0403')).toBe('04');
    expect(jobGroupOf('0107')).toBe('01');
    expect(jobGroupOf('0503')).toBe('05');
  });

  it('gives no group for 0000 or unknown codes', () => {
    expect(jobGroupOf('0000')).toBeNull();
    expect(jobGroupOf('0699')).toBeNull();
    expect(jobGroupOf('0105')).toBeNull();
    expect(jobGroupOf('')).toBeNull();
  });

  it('lists the jobs of a group', () => {
    expect(jobCodesOfGroup('01')).toEqual(['0101', '0102', '0103', '0104', '0106', '0107']);
    expect(jobCodesOfGroup('02')).toEqual(['0201', '0202', '0203', '0204']);
    expect(jobCodesOfGroup('03')).toEqual(['0301', '0302', '0303', '0304', '0305']);
    expect(jobCodesOfGroup('04')).toHaveLength(11);
    expect(jobCodesOfGroup('05')).toEqual(['0501', '0502', '0503']);
  });

  it('puts every job except 0000 in exactly one group', () => {
    const grouped = JOB_GROUPS.codes.flatMap((group) => jobCodesOfGroup(group));
    expect(grouped).toEqual(JOB_CODES.codes.filter((code) => code !== '0000'));
  });
});

describe('campaignTargetsJob', () => {
  it("reaches everyone with '00'", () => {
    expect(CAMPAIGN_TARGET_EVERYONE).toBe('00');
    expect(campaignTargetsJob('00', '0403')).toBe(true);
    expect(campaignTargetsJob('0101, 00', null)).toBe(true);
    expect(campaignTargetsJob('00', '')).toBe(true);
  });

  it("reaches everyone with '0000' (All Jobs)", () => {
    expect(campaignTargetsJob('0000', '0502')).toBe(true);
  });

  it('matches four-digit codes exactly, trimming spaces', () => {
    expect(campaignTargetsJob('0401,0403', '0403')).toBe(true);
    expect(campaignTargetsJob('0401, 0403 ', '0403')).toBe(true);
    expect(campaignTargetsJob('0401,0402', '0403')).toBe(false);
  });

  it('matches a two-digit group code against the whole group', () => {
    expect(campaignTargetsJob('04', '0411')).toBe(true);
    expect(campaignTargetsJob('04', '0301')).toBe(false);
  });

  it('does not reach users without a job unless it targets everyone', () => {
    expect(campaignTargetsJob('0401', null)).toBe(false);
    expect(campaignTargetsJob('04', '0000')).toBe(false);
    expect(campaignTargetsJob('04', undefined)).toBe(false);
  });

  it('reaches nobody with an empty target', () => {
    expect(campaignTargetsJob('', '0403')).toBe(false);
    expect(campaignTargetsJob(' , ', '0403')).toBe(false);
  });
});
