import { describe, expect, it } from 'vitest';
import {
  MEMBER_INTRODUCTION_MAX,
  MEMBER_RESUME_SUMMARY_MAX,
  type MemberFacts,
  memberProfileText,
  memberResumeSummary,
} from './memberText';

const BARE: MemberFacts = {
  nickname: 'ana',
  mainJobDetail: null,
  subJobDetail: null,
  skillLevel: null,
  experience: null,
  region: null,
  occupationStatus: null,
  visitPurpose: null,
  techStacks: [],
  items: [],
  projects: [],
  tasksCompleted: 0,
  reviewsReceived: 0,
  averageRating: null,
};

const FULL: MemberFacts = {
  ...BARE,
  nickname: 'ana',
  mainJobDetail: '0403',
  subJobDetail: '0301',
  skillLevel: '03',
  experience: '02',
  region: 'KR01',
  occupationStatus: '01',
  visitPurpose: '01',
  techStacks: ['TypeScript', 'React'],
  items: [
    {
      type: 'career',
      title: 'Frontend developer',
      organization: 'Acme',
      startDate: '2021-03-01',
      endDate: '2023-06-30',
    },
    { type: 'portfolio', title: 'Garden app', organization: null, startDate: null, endDate: null },
    { type: 'question', title: 'Why me?', organization: null, startDate: null, endDate: null },
  ],
  projects: [
    { name: 'Habit Garden', role: '01', positionJob: null },
    { name: 'Night Owls', role: '02', positionJob: '0406' },
  ],
  tasksCompleted: 12,
  reviewsReceived: 3,
  averageRating: 4.666,
};

const both = [memberProfileText, memberResumeSummary];

describe('member texts', () => {
  it('are deterministic: the same facts give byte-identical text', () => {
    for (const write of both) {
      expect(write(FULL)).toEqual(write(structuredClone(FULL)));
      expect(write(BARE)).toEqual(write({ ...BARE }));
    }
  });

  it('write a short honest text for a person with no data, with nothing invented', () => {
    expect(memberProfileText(BARE)).toEqual({ text: "Hi, I'm ana.", facts: ['nickname'] });
    expect(memberResumeSummary(BARE)).toEqual({ text: 'ana is a Sidecamp member.', facts: ['nickname'] });
    const withJob = { ...BARE, mainJobDetail: '0406' };
    expect(memberProfileText(withJob).text).toBe("Hi, I'm ana. My main field is Backend.");
    expect(memberResumeSummary(withJob).text).toBe('ana works in Backend.');
    for (const write of both) {
      const { text } = write(withJob);
      expect(text).not.toMatch(/\d/);
      expect(text).not.toMatch(/project|task|review|experience|skill|based in/i);
    }
  });

  it('leave out "not specified" codes and unknown codes', () => {
    const vague = { ...BARE, mainJobDetail: '0000', region: 'KR00', skillLevel: 'zz', visitPurpose: '77' };
    expect(memberProfileText(vague).text).toBe("Hi, I'm ana.");
    expect(memberResumeSummary(vague).text).toBe('ana is a Sidecamp member.');
  });

  it('name every kind of fact it has and says which facts it used', () => {
    const intro = memberProfileText(FULL);
    expect(intro.text).toContain('My main field is Web frontend.');
    expect(intro.text).toContain('I also work in UI/UX.');
    expect(intro.text).toContain('I have 3–5 years of experience.');
    expect(intro.text).toContain('based in Seoul');
    expect(intro.text).toContain('I work with TypeScript and React.');
    expect(intro.text).toContain('Frontend developer at Acme (2021–2023)');
    expect(intro.text).toContain('led 1 project: Habit Garden.');
    expect(intro.text).toContain('team member on 1 project: Night Owls (as Backend).');
    expect(intro.text).toContain('completed 12 tasks');
    expect(intro.text).toContain('received 3 reviews, averaging 4.7 out of 5');
    expect(intro.text).toContain('Garden app');
    expect(intro.text).toContain('to find teammates');
    expect(intro.text).not.toContain('Why me?');
    expect(intro.facts).toEqual([
      'nickname',
      'main job',
      'sub job',
      'experience',
      'skill level',
      'occupation status',
      'region',
      'tech stacks',
      'career',
      'projects led',
      'projects joined',
      'tasks completed',
      'portfolio',
      'reviews received',
      'visit purpose',
    ]);
    const resume = memberResumeSummary(FULL);
    expect(resume.text).toBe(
      'ana works in Web frontend and UI/UX. 3–5 years of experience. Self-rated skill level: intermediate. Working professional based in Seoul. Experience: Frontend developer at Acme (2021–2023). Works with TypeScript and React. Led 1 project on Sidecamp: Habit Garden. Team member on 1 project: Night Owls (as Backend). Completed 12 workspace tasks. Rated 4.7 out of 5 in 3 reviews.',
    );
    expect(resume.facts).toContain('tasks completed');
  });

  it('state numbers that equal the counts, and cap long lists with "and N more"', () => {
    const projects = Array.from({ length: 7 }, (_, i) => ({
      name: `Project ${String.fromCharCode(65 + i)}`,
      role: i < 5 ? '01' : '02',
      positionJob: null,
    }));
    const stacks = Array.from({ length: 15 }, (_, i) => `Stack${i}`);
    const facts = {
      ...BARE,
      projects,
      techStacks: stacks,
      tasksCompleted: 1,
      reviewsReceived: 1,
      averageRating: 4,
    };
    const intro = memberProfileText(facts).text;
    expect(intro).toContain('led 5 projects: Project A, Project B, Project C and 2 more.');
    expect(intro).toContain('team member on 2 projects: Project F and Project G.');
    expect(intro).not.toContain('Project D');
    expect(intro).toContain('Stack0, Stack1, Stack2, Stack3, Stack4, Stack5 and 9 more');
    expect(intro).toContain('completed 1 task in');
    expect(intro).toContain('received 1 review, averaging 4 out of 5');
    const resume = memberResumeSummary(facts).text;
    expect(resume).toContain('Led 5 projects on Sidecamp: Project A, Project B, Project C and 2 more.');
    expect(resume).toContain('Completed 1 workspace task.');
    expect(resume).toContain('Rated 4 out of 5 in 1 review.');
  });

  it('stay within the fields’ maximum lengths however long the stored names are', () => {
    const long = 'x'.repeat(500);
    const facts: MemberFacts = {
      ...FULL,
      nickname: 'n'.repeat(20),
      techStacks: Array.from({ length: 20 }, (_, i) => `${'T'.repeat(39)}${i}`),
      items: Array.from({ length: 30 }, (_, i) => ({
        type: i % 2 ? 'career' : 'portfolio',
        title: `${long}${i}`,
        organization: long,
        startDate: '2020-01-01',
        endDate: null,
      })),
      projects: Array.from({ length: 40 }, (_, i) => ({
        name: `${long}${i}`,
        role: i % 2 ? '01' : '02',
        positionJob: '0406',
      })),
    };
    const intro = memberProfileText(facts);
    const resume = memberResumeSummary(facts);
    expect(intro.text.length).toBeLessThanOrEqual(MEMBER_INTRODUCTION_MAX);
    expect(resume.text.length).toBeLessThanOrEqual(MEMBER_RESUME_SUMMARY_MAX);
    // Names are cut, not whole sentences: the facts still appear, and every sentence is whole.
    expect(intro.facts).toContain('projects led');
    expect(resume.text.startsWith('nnnnnnnnnnnnnnnnnnnn works in Web frontend')).toBe(true);
    for (const { text } of [intro, resume]) expect(text.endsWith('.')).toBe(true);
    expect(intro.text).toContain('…');
  });
});
