import { describe, expect, it } from 'vitest';
import {
  MATCH_MAX_SCORE,
  type MatchOpening,
  type MatchPerson,
  rankByScore,
  regionFit,
  scoreMatch,
  sharedTechStacks,
} from './matching';

const opening: MatchOpening = {
  jobCode: '0403',
  skillLevel: '03',
  meetingMode: '00',
  region: 'KR01',
  techStacks: ['TypeScript', 'React', 'PostgreSQL', 'Docker'],
};

const perfect: MatchPerson = {
  mainJobDetail: '0403',
  subJobDetail: '0301',
  skillLevel: '04',
  region: 'KR01',
  techStacks: ['typescript', 'React', 'Docker', 'Go'],
  visitPurpose: '01',
};

const byCriterion = (person: MatchPerson, target = opening) =>
  Object.fromEntries(scoreMatch(person, target).reasons.map((reason) => [reason.criterion, reason]));

describe('scoreMatch', () => {
  it('adds up to 100 for a perfect fit and explains every criterion', () => {
    const result = scoreMatch(perfect, opening);
    expect(MATCH_MAX_SCORE).toBe(100);
    expect(result.score).toBe(100);
    expect(result.reasons.map((reason) => [reason.criterion, reason.matched, reason.points])).toEqual([
      ['jobCode', true, 30],
      ['jobGroup', true, 10],
      ['skillLevel', true, 20],
      ['region', true, 15],
      ['techStacks', true, 15],
      ['visitPurpose', true, 10],
    ]);
    expect(result.reasons.map((reason) => reason.explanation)).toEqual([
      "Main job is Web frontend, the position's job.",
      "Works in Engineering, the position's job group.",
      'Skill level Advanced meets Intermediate.',
      'Based in Seoul, where the team meets (online and offline).',
      'Shares TypeScript, React, Docker.',
      'Here looking for teammates.',
    ]);
  });

  it('gives fewer points for a sub-job match and group-only points for a neighbouring job', () => {
    const sub = byCriterion({ ...perfect, mainJobDetail: '0301', subJobDetail: '0403' });
    expect(sub.jobCode).toMatchObject({ matched: true, points: 20 });
    expect(sub.jobCode?.explanation).toBe("Sub job is Web frontend, the position's job.");
    const group = byCriterion({ ...perfect, mainJobDetail: '0406', subJobDetail: null });
    expect(group.jobCode).toMatchObject({ matched: false, points: 0 });
    expect(group.jobGroup).toMatchObject({ matched: true, points: 10 });
    const none = byCriterion({ ...perfect, mainJobDetail: '0102', subJobDetail: '0301' });
    expect(none.jobGroup).toMatchObject({ matched: false, explanation: 'Does not work in Engineering.' });
  });

  it('compares skill levels in order and explains a missing one', () => {
    expect(byCriterion({ ...perfect, skillLevel: '03' }).skillLevel?.matched).toBe(true);
    expect(byCriterion({ ...perfect, skillLevel: '02' }).skillLevel).toMatchObject({
      matched: false,
      explanation: 'Skill level Novice is below Intermediate.',
    });
    expect(byCriterion({ ...perfect, skillLevel: null }).skillLevel?.explanation).toBe(
      'No skill level on the profile (Intermediate needed).',
    );
  });

  it('caps shared tech stacks at 15 points and notes a project without stacks', () => {
    const two = byCriterion({ ...perfect, techStacks: ['react', 'DOCKER'] });
    expect(two.techStacks).toMatchObject({ matched: true, points: 10 });
    const none = byCriterion(perfect, { ...opening, techStacks: [] });
    expect(none.techStacks).toMatchObject({
      matched: false,
      explanation: 'The project lists no tech stack.',
    });
  });

  it('scores region by meeting mode', () => {
    const busan = { ...perfect, region: 'KR03' };
    expect(byCriterion(busan).region).toMatchObject({ matched: true, points: 7 });
    expect(byCriterion(busan).region?.explanation).toBe('Can join online; the team meets in Seoul.');
    expect(byCriterion(busan, { ...opening, meetingMode: '02' }).region).toMatchObject({
      matched: false,
      points: 0,
    });
    expect(byCriterion(busan, { ...opening, meetingMode: '01', region: 'KR00' }).region).toMatchObject({
      matched: true,
      points: 15,
      explanation: 'Online only: location does not matter.',
    });
  });

  it('visit purpose counts only for people looking for teammates', () => {
    expect(byCriterion({ ...perfect, visitPurpose: '05' }).visitPurpose).toMatchObject({
      matched: false,
      explanation: 'Here for: just looking around.',
    });
  });
});

describe('regionFit', () => {
  it('treats Gyeonggi and its southern and northern parts as one area', () => {
    expect(regionFit('02', 'KR02', 'KR18')).toBe('full');
    expect(regionFit('02', 'KR19', 'KR18')).toBe('full');
    expect(regionFit('02', 'KR01', 'KR02')).toBe('none');
    const near = scoreMatch(
      { ...perfect, region: 'KR02' },
      { ...opening, meetingMode: '02', region: 'KR18' },
    ).reasons.find((reason) => reason.criterion === 'region');
    expect(near?.explanation).toBe(
      'Based in Gyeonggi, near Southern Gyeonggi where the team meets (offline only).',
    );
  });
  it('a project of mode 00 with region "not relevant" fits everyone; a missing mode fits nobody', () => {
    expect(regionFit('00', 'KR00', null)).toBe('full');
    expect(regionFit(null, 'KR01', 'KR01')).toBe('none');
    expect(regionFit('02', 'KR01', null)).toBe('none');
  });
});

describe('helpers', () => {
  it('shares stacks case-insensitively, keeping the opening spelling once', () => {
    expect(sharedTechStacks(['react', 'go'], ['React', 'REACT', 'Rust'])).toEqual(['React']);
  });
  it('ranks by score, then by key (newest first)', () => {
    const ranked = rankByScore([
      { key: 1, score: 50 },
      { key: 3, score: 70 },
      { key: 2, score: 70 },
    ]);
    expect(ranked.map((item) => item.key)).toEqual([3, 2, 1]);
  });
});
