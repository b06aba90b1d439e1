import { describe, expect, it } from 'vitest';
import { ZIdeaPremium } from '../api/blueprint.schemas';
import { analyseIdeaOffline } from './ideaAnalysis';
import { type PremiumCompetitorText, premiumComparison } from './ideaPremium';
import { PREMIUM_ANALYSIS } from './points';

const IDEA = {
  title: 'Ward Sync',
  text: 'Nurses swap hospital shifts from their phones. The rota syncs automatically through an API with the hospital scheduling system, and a bot reminds the ward manager to approve swaps.',
  category: '08' as const,
};
const report = analyseIdeaOffline({ ...IDEA, neighbours: [], otherScores: {} });
const unlocked = { at: new Date('2026-11-26T10:00:00Z'), pointsSpent: PREMIUM_ANALYSIS.points };

const PLAIN: PremiumCompetitorText = {
  kind: 'project',
  id: 12,
  name: 'Paper Rota',
  path: '/projects/12',
  text: 'A printed shift rota for the ward notice board.',
};
const AUTOMATED: PremiumCompetitorText = {
  kind: 'booth',
  id: 3,
  name: 'Rota Robot',
  path: '/booths/3',
  text: 'Shifts are scheduled automatically by an AI model; the rota syncs through an API, integrates with payroll and sends automatic reminders.',
};

describe('premium comparison', () => {
  it('scores every competitor on the eight axes and validates against the schema', () => {
    const premium = premiumComparison(report, [PLAIN, AUTOMATED], unlocked);
    expect(ZIdeaPremium.parse(premium)).toEqual(premium);
    expect(premium.competitors.map((c) => c.name)).toEqual(['Paper Rota', 'Rota Robot']);
    for (const competitor of premium.competitors) expect(competitor.axes).toHaveLength(8);
    expect(premium.pointsSpent).toBe(PREMIUM_ANALYSIS.points);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(premiumComparison(report, [PLAIN, AUTOMATED], unlocked))).toBe(
      JSON.stringify(premiumComparison(report, [PLAIN, AUTOMATED], unlocked)),
    );
  });

  it('leads a competitor only by the margin, and on automation against a plain rota', () => {
    const premium = premiumComparison(report, [PLAIN, AUTOMATED], unlocked);
    const idea = new Map(report.axes.map((entry) => [entry.axis, entry.score]));
    for (const competitor of premium.competitors) {
      for (const { axis, score } of competitor.axes) {
        const gap = (idea.get(axis) ?? 0) - score;
        expect(competitor.leads.includes(axis)).toBe(gap >= PREMIUM_ANALYSIS.margin);
        expect(competitor.trails.includes(axis)).toBe(-gap >= PREMIUM_ANALYSIS.margin);
      }
    }
    expect(premium.competitors[0]?.leads).toContain('automation');
  });

  it('positions the idea only with scores it computed, naming a real competitor when behind', () => {
    const premium = premiumComparison(report, [AUTOMATED], unlocked);
    expect(premium.positioning.length).toBeGreaterThan(0);
    const behind = premium.positioning.filter((line) => line.text.startsWith('Behind'));
    for (const line of behind) {
      expect(line.text).toContain('Rota Robot');
      expect(line.source).toEqual({ kind: 'platform', ref: '/booths/3' });
    }
    const numbers = premium.positioning.flatMap((line) => line.text.match(/\d+/g) ?? []).map(Number);
    const known = new Set([
      1,
      PREMIUM_ANALYSIS.margin,
      ...report.axes.map((entry) => entry.score),
      ...premium.competitors.flatMap((c) => c.axes.map((entry) => entry.score)),
    ]);
    for (const value of numbers) expect(known.has(value)).toBe(true);
  });

  it('has nothing to say without competitors', () => {
    expect(premiumComparison(report, [], unlocked)).toMatchObject({ competitors: [], positioning: [] });
  });
});
