import { describe, expect, it } from 'vitest';
import { ideaReportJsonSchema, ZIdeaReport } from '../api/blueprint.schemas';
import { ZProjectCreate } from '../api/projects.schemas';
import { analyseIdeaOffline } from './ideaAnalysis';
import { scoreIdeaAxes } from './ideaAxes';
import { bm25Scores, type IdeaNeighbour, pickCompetitors, termsOf } from './ideaCompetitors';
import { ideaLogoSvg, initialsOf } from './ideaLogo';
import { ideaReportMarkdown } from './ideaMarkdown';
import { projectDraftFromReport } from './ideaProjectDraft';

const IDEA = {
  title: 'Shift Swap',
  text: 'An app for nurses to swap hospital shifts. It is hard to find cover at short notice. Nurses post a shift and colleagues can claim it. The ward manager approves the swap. Later, a monthly report shows who covered whom.',
  category: '08' as const,
};

const NEIGHBOURS: IdeaNeighbour[] = [
  { kind: 'project', id: 7, name: 'Habit Garden', text: 'Grow a garden by keeping your habits.', rank: 0.1 },
  {
    kind: 'project',
    id: 12,
    name: 'Ward Shift Swap',
    text: 'Nurses swap hospital shifts and claim open shifts; the ward manager approves.',
    rank: 0.9,
  },
  { kind: 'booth', id: 3, name: 'Local Farm Box', text: 'Weekly boxes from farms within 50 km.', rank: 0.05 },
  {
    kind: 'project',
    id: 20,
    name: 'Clinic Rota',
    text: 'Rota planning for clinics and hospital wards, shifts and cover.',
    rank: 0.5,
  },
];

const score = (text: string, axis: string) =>
  scoreIdeaAxes(text).find((entry) => entry.axis === axis)?.score ?? -1;

describe('offline idea analysis', () => {
  it('gives a byte-identical report for the same input, and every report validates', () => {
    const first = JSON.stringify(analyseIdeaOffline({ ...IDEA, neighbours: NEIGHBOURS }));
    const second = JSON.stringify(analyseIdeaOffline({ ...IDEA, neighbours: [...NEIGHBOURS].reverse() }));
    expect(second).toBe(first);
    expect(ZIdeaReport.safeParse(JSON.parse(first)).success).toBe(true);
    const bare = analyseIdeaOffline({ title: 'X', text: 'x', category: null, neighbours: [] });
    expect(ZIdeaReport.safeParse(bare).error?.issues ?? []).toEqual([]);
  });

  it('the report schema is strict JSON Schema: every property required, no extra ones', () => {
    const schema = ideaReportJsonSchema() as {
      required?: string[];
      properties?: object;
      additionalProperties?: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(new Set(schema.required)).toEqual(new Set(Object.keys(schema.properties ?? {})));
  });

  it('adding "syncs automatically through an API" never lowers automation', () => {
    const ideas = [
      IDEA.text,
      'A recipe box for families.',
      'Automated invoices for freelancers, synced with their bank.',
      '',
      'A bot that reminds teams every day.',
    ];
    for (const text of ideas) {
      const before = score(text, 'automation');
      const after = score(`${text} It syncs automatically through an API.`, 'automation');
      expect(after, text).toBeGreaterThanOrEqual(before);
    }
    expect(
      score('A recipe box for families. It syncs automatically through an API.', 'automation'),
    ).toBeGreaterThan(score('A recipe box for families.', 'automation'));
  });

  it('a regulated-domain term raises complexity', () => {
    for (const term of [
      'It stores health records.',
      'Users pay with payments in the app.',
      'It keeps patients informed.',
    ]) {
      const base = 'A shared to-do list for small teams.';
      expect(score(`${base} ${term}`, 'complexity'), term).toBeGreaterThan(score(base, 'complexity'));
    }
  });

  it('quotes the phrases that moved each score', () => {
    const automation = scoreIdeaAxes('Invoices are sent automatically and synced with Xero.').find(
      (a) => a.axis === 'automation',
    );
    expect(automation?.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feature: 'works by itself', quotes: ['automatically'] }),
        expect.objectContaining({ feature: 'talks to other software', quotes: ['synced'] }),
      ]),
    );
  });

  it('a planted near-duplicate ranks first among competitors, and every competitor is a given neighbour', () => {
    const competitors = pickCompetitors(`${IDEA.title}. ${IDEA.text}`, NEIGHBOURS);
    expect(competitors[0]).toMatchObject({ kind: 'project', id: 12, path: '/projects/12', similarity: 1 });
    expect(competitors[0]?.sharedTerms).toEqual(expect.arrayContaining(['shift', 'swap', 'nurse']));
    for (const competitor of competitors) {
      expect(
        NEIGHBOURS.some(
          (n) => n.kind === competitor.kind && n.id === competitor.id && n.name === competitor.name,
        ),
      ).toBe(true);
    }
    // Unrelated entries share no word and are not listed at all.
    expect(competitors.map((c) => c.id)).not.toContain(7);
  });

  it('prefers a different second competitor over a near-copy of the first', () => {
    const copies: IdeaNeighbour[] = [
      { kind: 'project', id: 1, name: 'Shift swap for nurses', text: 'nurses swap shifts hospital', rank: 1 },
      { kind: 'project', id: 2, name: 'Shift swap for nurses', text: 'nurses swap shifts hospital', rank: 1 },
      {
        kind: 'booth',
        id: 9,
        name: 'Cover finder',
        text: 'find cover for a shift at short notice in a ward',
        rank: 0.5,
      },
    ];
    const picked = pickCompetitors('Nurses swap hospital shifts and find cover at short notice', copies);
    const firstTwo = picked.map((c) => c.id).slice(0, 2);
    expect(firstTwo).toContain(9);
    expect(firstTwo.filter((id) => id === 1 || id === 2)).toHaveLength(1);
  });

  it('writes no number in the market section that is not labelled an assumption', () => {
    const report = analyseIdeaOffline({ ...IDEA, neighbours: NEIGHBOURS });
    const unlabelled = [
      report.market.saturation.explanation,
      ...report.market.notes.map((note) => note.text),
    ];
    for (const text of unlabelled) expect(text).not.toMatch(/\d/);
    for (const assumption of report.market.assumptions) expect(assumption.assumption).toBe(true);
  });

  it('tags every item with where it came from; platform items name a real page', () => {
    const report = analyseIdeaOffline({ ...IDEA, neighbours: NEIGHBOURS });
    const items = [
      ...Object.values(report.specification).flat(),
      ...Object.values(report.frameworks.leanCanvas).flat(),
      ...Object.values(report.frameworks.swot).flat(),
      ...Object.values(report.frameworks.businessModelCanvas).flat(),
      ...report.market.notes,
    ];
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      if (item.source.kind === 'platform') expect(item.source.ref).toMatch(/^\/(projects|booths)\/\d+$/);
      else expect(item.source.ref).toBeNull();
    }
    expect(report.specification.targetUsers.map((u) => u.text)).toContain('Nurses');
    // The pitch already says who it is for: the profile does not say it twice.
    expect(report.profile?.text).toBe(
      'Shift Swap (Health and fitness): An app for nurses to swap hospital shifts.',
    );
    const regulated = analyseIdeaOffline({
      title: 'Clinic Pay',
      text: 'Patients pay their clinic bills from the app and see their health records.',
      category: '08',
      neighbours: [],
    });
    const requirements = regulated.specification.requirements.map((r) => r.text).join(' ');
    expect(requirements).toMatch(/regulated data/);
    expect(requirements).toMatch(/never store card numbers/);
  });

  it("percentiles compare with the platform's other ideas when there are some", () => {
    const report = analyseIdeaOffline({
      ...IDEA,
      neighbours: [],
      otherScores: { complexity: [0, 10, 90, 100] },
    });
    const complexity = report.axes.find((a) => a.axis === 'complexity');
    const below = [0, 10, 90, 100].filter((other) => other < (complexity?.score ?? 0)).length;
    expect(complexity?.percentile).toBe(below * 25);
    expect(report.axes.find((a) => a.axis === 'reach')?.percentile).toBeNull();
  });
});

describe('idea logo', () => {
  it('is the same for the same name, differs between names, and is safe SVG', () => {
    expect(ideaLogoSvg('Shift Swap')).toBe(ideaLogoSvg('Shift Swap'));
    expect(ideaLogoSvg('Shift Swap')).not.toBe(ideaLogoSvg('Farm Box'));
    const hostile = ideaLogoSvg('<script>alert(1)</script> "onload=x" &');
    expect(hostile).not.toMatch(/<script|href|url\(|\son\w+=/i);
    expect(hostile).toContain('&lt;script&gt;');
    expect(hostile.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('takes its initials from the first two words, in any script', () => {
    expect(initialsOf('shift swap board')).toBe('SS');
    expect(initialsOf('모임 도우미')).toBe('모도');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('retrieval helpers', () => {
  it('terms drop stop words and fold plurals', () => {
    expect(termsOf('The nurses swap their shifts for cover')).toEqual(['nurse', 'swap', 'shift', 'cover']);
  });

  it('BM25 ranks a document with the rarer shared term higher', () => {
    const [a, b] = bm25Scores(
      ['nurse', 'shift'],
      [
        ['nurse', 'rota'],
        ['shift', 'rota'],
        ['shift', 'plan'],
      ],
    );
    expect(a).toBeGreaterThan(b ?? 0);
  });
});

describe('report as Markdown', () => {
  it("links competitors on the site, escapes the idea's own text and marks assumptions", () => {
    const report = analyseIdeaOffline({
      title: 'Shift *Swap*',
      text: 'An app for nurses to swap hospital shifts [fast].',
      category: null,
      neighbours: NEIGHBOURS,
    });
    const markdown = ideaReportMarkdown(report, 'https://sidecamp.example/');
    expect(markdown.startsWith('# Shift \\*Swap\\*\n')).toBe(true);
    expect(markdown).toContain('[Ward Shift Swap](https://sidecamp.example/projects/12)');
    expect(markdown).toContain('swap hospital shifts \\[fast\\]');
    expect(markdown).toContain('- People who could use it (assumption): Not estimated');
    expect(ideaReportMarkdown(report, 'https://sidecamp.example')).toBe(markdown);
  });
});

describe('a project drafted from a report', () => {
  it('takes positions from the suggested roles and goals from the first-version features, within the limits', () => {
    const report = analyseIdeaOffline({ ...IDEA, neighbours: NEIGHBOURS });
    const draft = projectDraftFromReport(report);
    expect(draft.name).toBe('Shift Swap');
    expect(draft.positions.map((p) => p.jobCode)).toEqual(['0301', '0403']);
    expect(draft.goals.map((g) => g.title)).toEqual(report.specification.mvpFeatures.map((f) => f.text));
    expect(draft.description).toContain('First version:\n- ');
    expect(
      ZProjectCreate.safeParse({
        name: draft.name,
        summary: draft.summary,
        description: draft.description,
        positions: draft.positions,
      }).success,
    ).toBe(true);
  });
});
