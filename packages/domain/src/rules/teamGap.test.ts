import { describe, expect, it } from 'vitest';
import {
  checkPreferences,
  DEFAULT_MATCH_PREFERENCES,
  fillsAGap,
  gapForCandidate,
  jobPersonNoun,
  type MatchPreferences,
  rankTeamGap,
  scoreTeamGap,
  type Team,
  type TeamGapCandidate,
  type TeamMember,
} from './teamGap';

const backend = (skillLevel: string, techStacks = ['TypeScript', 'PostgreSQL']): TeamMember => ({
  mainJobDetail: '0406',
  subJobDetail: null,
  skillLevel,
  techStacks,
});

/** Three engineers and no designer, meeting online, building a web app. */
const engineersOnly: Team = {
  project: {
    region: 'KR01',
    meetingMode: '01',
    workStyle: '01',
    stage: '01',
    platforms: ['01'],
    techStacks: ['TypeScript', 'PostgreSQL', 'Figma'],
  },
  members: [backend('03'), backend('03'), { ...backend('02'), mainJobDetail: '0403' }],
  openings: [],
};

const mina: TeamGapCandidate = {
  nickname: 'Mina',
  mainJobDetail: '0301',
  subJobDetail: null,
  skillLevel: '03',
  region: 'KR02',
  techStacks: ['Figma'],
  visitPurpose: '01',
};

const strongBackend: TeamGapCandidate = {
  nickname: 'Jun',
  mainJobDetail: '0406',
  subJobDetail: '0411',
  skillLevel: '05',
  region: 'KR01',
  techStacks: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
  visitPurpose: '01',
};

const prefs = (change: Partial<MatchPreferences>): MatchPreferences => ({
  ...DEFAULT_MATCH_PREFERENCES,
  ...change,
});

describe('scoreTeamGap', () => {
  it('ranks a designer first for a team with no designer, over a stronger backend engineer', () => {
    const ranked = rankTeamGap(
      [strongBackend, mina].map((person, key) => {
        const match = scoreTeamGap(engineersOnly, person);
        if (!match) throw new Error('expected a match');
        return { person, key, match };
      }),
    );
    expect(ranked.map((item) => item.person.nickname)).toEqual(['Mina', 'Jun']);
    const [first, second] = ranked;
    expect(first?.match.explanation).toBe(
      'Your team has no designer; Mina is a UI/UX designer, Intermediate, online',
    );
    expect(first?.match.gaps.map((gap) => gap.kind)).toEqual(['jobGroup', 'techStack', 'reach']);
    expect(first?.match.gaps[0]?.points).toBe(30);
    // The backend engineer still brings seniority and nothing else the team lacks.
    expect(second?.match.gaps.map((gap) => gap.kind)).toEqual(['job', 'seniority', 'reach']);
    expect(second?.match.score).toBeLessThan(first?.match.score ?? 0);
  });

  it('puts an open position before a missing job group', () => {
    const team: Team = { ...engineersOnly, openings: [{ id: 7, jobCode: '0406', skillLevel: '03' }] };
    const designer = scoreTeamGap(team, mina);
    const engineer = scoreTeamGap(team, strongBackend);
    expect(engineer?.positionId).toBe(7);
    expect(engineer?.explanation).toBe(
      'Your team has an open backend engineer position (Intermediate); Jun is a backend engineer, Guru, online',
    );
    expect(engineer?.score).toBeGreaterThan(designer?.score ?? 0);
  });

  it('fills a position for less when below its level or by sub job', () => {
    const team: Team = { ...engineersOnly, openings: [{ id: 1, jobCode: '0411', skillLevel: '03' }] };
    const bySubJob = scoreTeamGap(team, strongBackend);
    const junior = scoreTeamGap(team, { ...strongBackend, mainJobDetail: '0411', skillLevel: '02' });
    expect(bySubJob?.gaps[0]).toMatchObject({ kind: 'openPosition', points: 30 });
    expect(junior?.gaps[0]).toMatchObject({ kind: 'openPosition', points: 20 });
  });

  it('values an advanced member for a team of beginners', () => {
    const beginners: Team = { ...engineersOnly, members: [backend('01'), backend('02')] };
    const senior = scoreTeamGap(beginners, { ...strongBackend, skillLevel: '04' });
    const peer = scoreTeamGap(beginners, { ...strongBackend, skillLevel: '02' });
    expect(senior?.gaps.find((gap) => gap.kind === 'seniority')?.explanation).toBe(
      "Your team's most skilled member is at Novice level",
    );
    expect(peer?.gaps.some((gap) => gap.kind === 'seniority')).toBe(false);
    expect(senior?.score).toBeGreaterThan(peer?.score ?? 0);
  });

  it('removes the match when a must-have preference fails, and only lowers it for a flexible one', () => {
    const wantsHybrid = (importance: 'must' | 'flexible' | 'any') =>
      scoreTeamGap(engineersOnly, {
        ...mina,
        preferences: prefs({ workStyle: { importance, values: ['02'] } }),
      });
    const free = scoreTeamGap(engineersOnly, mina);
    expect(wantsHybrid('must')).toBeNull();
    expect(wantsHybrid('flexible')?.score).toBe((free?.score ?? 0) - 10);
    expect(wantsHybrid('flexible')?.preferenceMisses).toEqual(['The project works remote']);
    expect(wantsHybrid('any')?.score).toBe(free?.score);
  });

  it('judges region against the meeting mode: online-only projects pass any region', () => {
    const offline: Team = {
      ...engineersOnly,
      project: { ...engineersOnly.project, meetingMode: '02', region: 'KR01' },
    };
    const mustBeNear = prefs({ region: { importance: 'must', values: [] } });
    expect(scoreTeamGap(offline, { ...mina, region: 'KR05', preferences: mustBeNear })).toBeNull();
    expect(scoreTeamGap(engineersOnly, { ...mina, region: 'KR05', preferences: mustBeNear })).not.toBeNull();
    // Gyeonggi's parts count as one area.
    const gyeonggi: Team = { ...offline, project: { ...offline.project, region: 'KR02' } };
    expect(
      scoreTeamGap(gyeonggi, { ...mina, region: 'KR18', preferences: mustBeNear })?.explanation,
    ).toContain('in ');
  });

  it('checks stage, platform and meeting mode values; a project without weekly hours is not judged', () => {
    const project = engineersOnly.project;
    const person = (preferences: MatchPreferences) => ({ ...mina, preferences });
    expect(
      checkPreferences(project, person(prefs({ stage: { importance: 'must', values: ['02'] } }))),
    ).toBeNull();
    expect(
      checkPreferences(project, person(prefs({ platform: { importance: 'must', values: ['01', '03'] } }))),
    ).toEqual([]);
    expect(
      checkPreferences(project, person(prefs({ meetingMode: { importance: 'must', values: ['02'] } }))),
    ).toBeNull();
    expect(
      checkPreferences(project, person(prefs({ weeklyHours: { importance: 'must', values: ['01'] } }))),
    ).toEqual([]);
    expect(
      checkPreferences(
        { ...project, weeklyHours: '04' },
        person(prefs({ weeklyHours: { importance: 'must', values: ['01'] } })),
      ),
    ).toBeNull();
  });

  it('picks the article by sound', () => {
    const says = (mainJobDetail: string) =>
      scoreTeamGap(engineersOnly, { ...mina, mainJobDetail })?.explanation;
    expect(says('0107')).toContain('Mina is an HR specialist');
    expect(says('0502')).toContain('Mina is a QA/testing specialist');
    expect(says('0101')).toContain('Mina is a business planner');
  });

  it('says when someone adds nothing the team lacks', () => {
    const same = scoreTeamGap(engineersOnly, {
      ...backend('02'),
      nickname: 'Kim',
      region: null,
      visitPurpose: null,
    });
    expect(same && fillsAGap(same)).toBe(false);
  });
});

describe('gapForCandidate', () => {
  it('says the main gap to the person who would fill it', () => {
    const match = scoreTeamGap(engineersOnly, mina);
    expect(gapForCandidate(match?.gaps ?? [])).toBe('The team has no designer');
    expect(gapForCandidate([{ kind: 'techStack', explanation: 'Nobody on your team knows Figma' }])).toBe(
      'Nobody on the team knows Figma',
    );
  });
});

describe('jobPersonNoun', () => {
  it('says a job as a person', () => {
    expect(jobPersonNoun('0301')).toBe('UI/UX designer');
    expect(jobPersonNoun('0406')).toBe('backend engineer');
    expect(jobPersonNoun('0202')).toBe('product manager/owner');
    expect(jobPersonNoun('0502')).toBe('QA/testing specialist');
    expect(jobPersonNoun('0401')).toBe('iOS engineer');
    expect(jobPersonNoun('0203')).toBe('UX/product planner');
  });
});
