import type { TCompetitor } from '../api/blueprint.schemas';
import type { MarketSaturation } from '../codes/blueprint';

/*
 * Competitors for the idea report (issue 18): ranking and explaining the platform's projects and
 * booths that the server's full-text search found. Part of the offline analysis (ideaAnalysis.ts).
 */

// ---------------------------------------------------------------------------------------------
// Words and similarity (the server's full-text search finds candidates; these rank and explain).
// ---------------------------------------------------------------------------------------------

export const STOP_WORDS = new Set(
  'a an and are as at be by can do for from has have help helps how i in into is it its let lets me more my no not of on one or our so that the their them then there these they this to up us use used uses using via want was we what when where which who will with without you your app apps platform service tool tools people user users make makes easy simple way'.split(
    ' ',
  ),
);

/** Content words of a text: lower case, letters and digits, no stop words, crude plural folding. */
export function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

/** A project or booth the server found for the idea, with its text and its full-text rank. */
export type IdeaNeighbour = {
  kind: 'project' | 'booth';
  id: number;
  name: string;
  text: string;
  /** The search's relevance, higher is closer (only the order and ratios are used). */
  rank: number;
};

const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** Okapi BM25 of each candidate for the idea's terms, document frequencies over the candidates. */
export function bm25Scores(queryTerms: readonly string[], documents: readonly string[][]): number[] {
  const count = documents.length;
  if (count === 0) return [];
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / count || 1;
  const unique = [...new Set(queryTerms)];
  const documentFrequency = new Map(
    unique.map((term) => [term, documents.filter((doc) => doc.includes(term)).length]),
  );
  return documents.map((doc) => {
    let score = 0;
    for (const term of unique) {
      const frequency = doc.filter((word) => word === term).length;
      if (frequency === 0) continue;
      const df = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
      score +=
        (idf * frequency * (BM25_K1 + 1)) /
        (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * doc.length) / averageLength));
    }
    return score;
  });
}

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
};

export const COMPETITORS_SHOWN = 5;
/** Relevance against novelty when picking competitors (maximal marginal relevance). */
const DIVERSITY_LAMBDA = 0.7;

/**
 * The competitors: candidates ranked by BM25 for the idea's words, then picked one by one for
 * relevance and for being unlike those already picked, so five near-copies of one project do not
 * crowd out the rest. Each says what it shares with the idea and how it differs.
 */
export function pickCompetitors(ideaText: string, neighbours: readonly IdeaNeighbour[]): TCompetitor[] {
  const ideaTerms = termsOf(ideaText);
  const ideaSet = new Set(ideaTerms);
  const docs = neighbours.map((neighbour) => termsOf(`${neighbour.name} ${neighbour.text}`));
  const scores = bm25Scores(ideaTerms, docs);
  const best = Math.max(0, ...scores);
  const candidates = neighbours
    .map((neighbour, index) => ({ neighbour, terms: new Set(docs[index]), score: scores[index] ?? 0 }))
    .filter((candidate) => candidate.score > 0)
    // Ties keep a fixed order (kind, then id) so the report does not depend on the database's.
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.neighbour.kind.localeCompare(b.neighbour.kind) ||
        a.neighbour.id - b.neighbour.id,
    );
  const picked: typeof candidates = [];
  while (picked.length < COMPETITORS_SHOWN && candidates.length > 0) {
    let bestIndex = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    candidates.forEach((candidate, index) => {
      const redundancy = Math.max(0, ...picked.map((other) => jaccard(candidate.terms, other.terms)));
      const value = DIVERSITY_LAMBDA * (candidate.score / best) - (1 - DIVERSITY_LAMBDA) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    picked.push(...candidates.splice(bestIndex, 1));
  }
  return picked.map(({ neighbour, terms, score }) => {
    const shared = [...new Set(ideaTerms.filter((term) => terms.has(term)))].slice(0, 6);
    const theirs = [...terms].filter((term) => !ideaSet.has(term)).slice(0, 4);
    const ours = [...ideaSet].filter((term) => !terms.has(term)).slice(0, 4);
    return {
      kind: neighbour.kind,
      id: neighbour.id,
      name: neighbour.name,
      path: neighbour.kind === 'project' ? `/projects/${neighbour.id}` : `/booths/${neighbour.id}`,
      similarity: Math.round((score / best) * 100) / 100,
      sharedTerms: shared,
      differences: [
        ...(theirs.length > 0 ? [`It also covers: ${theirs.join(', ')}`] : []),
        ...(ours.length > 0 ? [`Only your idea mentions: ${ours.join(', ')}`] : []),
      ],
    };
  });
}

/** A competitor counts as close when it shares at least this many of the idea's words. */
const CLOSE_SHARED_TERMS = 3;

export function saturationOf(competitors: readonly TCompetitor[]): {
  level: MarketSaturation;
  neighbours: number;
} {
  const close = competitors.filter(
    (competitor) => competitor.sharedTerms.length >= CLOSE_SHARED_TERMS,
  ).length;
  return { level: close === 0 ? 'open' : close <= 2 ? 'some' : 'crowded', neighbours: close };
}
