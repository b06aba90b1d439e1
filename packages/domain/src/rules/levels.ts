/**
 * Experience levels 0 to 50 (spec point 9). The spec fixes these anchors: level 0 is no experience,
 * level 1 spans 1-100, levels 10/20/30/40 end at 2000/10000/60000/250000 and level 50 starts at
 * 1000001 (so level 49 ends at 1000000). Levels between anchors are ours: maxExp grows
 * geometrically from one anchor to the next, rounded to whole points, which keeps the table
 * contiguous and strictly rising.
 */
export type LevelRow = {
  readonly level: number;
  /**
   * The spec gives each level a ratio rising from 0.3 to 0.7 but does not say what it scales.
   * Ours rises linearly, 0.3 at level 0 to 0.7 at level 50.
   */
  readonly ratio: number;
  readonly minExp: number;
  /** Inclusive; Infinity for the last level. */
  readonly maxExp: number;
};

export const MAX_LEVEL = 50;
export const LEVEL_RATIO_MIN = 0.3;
export const LEVEL_RATIO_MAX = 0.7;

/** maxExp the spec fixes, by level. */
export const LEVEL_MAX_EXP_ANCHORS: ReadonlyMap<number, number> = new Map([
  [0, 0],
  [1, 100],
  [10, 2000],
  [20, 10000],
  [30, 60000],
  [40, 250000],
  [49, 1000000],
]);

function buildLevelTable(): LevelRow[] {
  const anchors = [...LEVEL_MAX_EXP_ANCHORS.entries()].sort(([a], [b]) => a - b);
  const maxByLevel = new Map<number, number>(anchors);
  for (let i = 1; i + 1 < anchors.length; i++) {
    const [fromLevel, fromMax] = anchors[i]!;
    const [toLevel, toMax] = anchors[i + 1]!;
    const growth = (toMax / fromMax) ** (1 / (toLevel - fromLevel));
    for (let level = fromLevel + 1; level < toLevel; level++) {
      maxByLevel.set(level, Math.round(fromMax * growth ** (level - fromLevel)));
    }
  }
  const rows: LevelRow[] = [];
  let minExp = 0;
  for (let level = 0; level <= MAX_LEVEL; level++) {
    const maxExp = level === MAX_LEVEL ? Number.POSITIVE_INFINITY : maxByLevel.get(level)!;
    // Three decimals: 0.3 + 0.008 * level has no more, and rounding drops float noise (0.30800000000000005).
    const ratio =
      Math.round((LEVEL_RATIO_MIN + ((LEVEL_RATIO_MAX - LEVEL_RATIO_MIN) * level) / MAX_LEVEL) * 1000) / 1000;
    rows.push({ level, ratio, minExp, maxExp });
    minExp = maxExp + 1;
  }
  return rows;
}

/** The 51 rows, level 0 first. */
export const LEVEL_TABLE: readonly LevelRow[] = buildLevelTable();

export type LevelStanding = LevelRow & {
  /**
   * Share of the level's span already earned, 0 at its minExp and below 1 at its maxExp
   * (reaching maxExp + 1 is the next level). The last level has no end, so it reports 1.
   */
  readonly progress: number;
};

/**
 * The level a total experience reaches. Fractions are floored (experience is whole points);
 * negative, NaN or otherwise unusable input counts as no experience (level 0).
 */
export function levelForExperience(exp: number): LevelStanding {
  const points = Number.isNaN(exp) || exp < 0 ? 0 : Math.floor(exp);
  const row = LEVEL_TABLE.find((candidate) => points <= candidate.maxExp) ?? LEVEL_TABLE[MAX_LEVEL]!;
  const progress =
    row.maxExp === Number.POSITIVE_INFINITY ? 1 : (points - row.minExp) / (row.maxExp - row.minExp + 1);
  return { ...row, progress };
}
