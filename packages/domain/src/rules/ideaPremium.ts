import type { TIdeaPremium, TIdeaReport, TPremiumCompetitor, TSourcedText } from '../api/blueprint.schemas';
import { IDEA_ANALYSIS_AXES, type IdeaAnalysisAxis } from '../codes/blueprint';
import { scoreIdeaAxes } from './ideaAxes';
import { PREMIUM_ANALYSIS } from './points';

/** A competitor of the report with its current text on the platform (what it is scored from). */
export type PremiumCompetitorText = {
  kind: 'project' | 'booth';
  id: number;
  name: string;
  path: string;
  text: string;
};

const axisLabel = (axis: IdeaAnalysisAxis) => IDEA_ANALYSIS_AXES.label(axis).toLowerCase();

/**
 * The premium sections of a report: each competitor scored on the eight axes by the same rules as
 * the idea (from its own text on the platform), the axes where the idea leads or trails it by at
 * least PREMIUM_ANALYSIS.margin, and a few positioning lines drawn only from those scores.
 * Deterministic: the same report and texts give the same result.
 */
export function premiumComparison(
  report: TIdeaReport,
  competitors: readonly PremiumCompetitorText[],
  unlocked: { at: Date; pointsSpent: number },
): TIdeaPremium {
  const ideaScore = new Map(report.axes.map((entry) => [entry.axis, entry.score]));
  const scored: TPremiumCompetitor[] = competitors.map((competitor) => {
    const axes = scoreIdeaAxes(competitor.text).map(({ axis, score }) => ({ axis, score }));
    const gap = (axis: IdeaAnalysisAxis, score: number) => (ideaScore.get(axis) ?? 0) - score;
    return {
      kind: competitor.kind,
      id: competitor.id,
      name: competitor.name,
      path: competitor.path,
      axes,
      leads: axes
        .filter((entry) => gap(entry.axis, entry.score) >= PREMIUM_ANALYSIS.margin)
        .map((e) => e.axis),
      trails: axes
        .filter((entry) => -gap(entry.axis, entry.score) >= PREMIUM_ANALYSIS.margin)
        .map((e) => e.axis),
    };
  });
  return {
    unlockedAt: unlocked.at.toISOString(),
    pointsSpent: unlocked.pointsSpent,
    competitors: scored,
    positioning: positioningOf(ideaScore, scored),
  };
}

/** One line per axis where the idea leads every competitor or trails most of them. */
function positioningOf(
  ideaScore: ReadonlyMap<IdeaAnalysisAxis, number>,
  competitors: readonly TPremiumCompetitor[],
): TSourcedText[] {
  if (competitors.length === 0) return [];
  const lines: TSourcedText[] = [];
  for (const axis of IDEA_ANALYSIS_AXES.codes) {
    const mine = ideaScore.get(axis) ?? 0;
    const theirs = competitors.map((competitor) => ({
      competitor,
      score: competitor.axes.find((entry) => entry.axis === axis)?.score ?? 0,
    }));
    const best = theirs.reduce((top, entry) => (entry.score > top.score ? entry : top));
    const ahead = theirs.filter((entry) => entry.competitor.leads.includes(axis)).length;
    const behind = theirs.filter((entry) => entry.competitor.trails.includes(axis));
    if (ahead === competitors.length) {
      lines.push({
        text: `Ahead of all ${competitors.length} on ${axisLabel(axis)}: ${mine} against at most ${best.score}.`,
        source: { kind: 'heuristic', ref: null },
      });
    } else if (behind.length * 2 > competitors.length) {
      lines.push({
        text: `Behind ${behind.length} of ${competitors.length} on ${axisLabel(axis)}: ${mine} against ${best.score} for ${best.competitor.name}.`,
        source: { kind: 'platform', ref: best.competitor.path },
      });
    }
  }
  if (lines.length === 0) {
    lines.push({
      text: `Within ${PREMIUM_ANALYSIS.margin} points of the compared projects and booths on most axes: the difference will come from execution rather than from the idea's shape.`,
      source: { kind: 'heuristic', ref: null },
    });
  }
  return lines;
}
