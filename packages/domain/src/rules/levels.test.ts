import { describe, expect, it } from 'vitest';
import { LEVEL_TABLE, levelForExperience } from './levels';

const row = (level: number) => LEVEL_TABLE[level]!;

describe('level table (spec point 9)', () => {
  it('has levels 0 to 50 in order', () => {
    expect(LEVEL_TABLE).toHaveLength(51);
    expect(LEVEL_TABLE.map((entry) => entry.level)).toEqual(Array.from({ length: 51 }, (_, i) => i));
  });

  it('pins the spec anchors', () => {
    expect(row(0)).toMatchObject({ minExp: 0, maxExp: 0 });
    expect(row(1)).toMatchObject({ minExp: 1, maxExp: 100 });
    expect(row(10).maxExp).toBe(2000);
    expect(row(20).maxExp).toBe(10000);
    expect(row(30).maxExp).toBe(60000);
    expect(row(40).maxExp).toBe(250000);
    expect(row(49).maxExp).toBe(1000000);
    expect(row(50)).toMatchObject({ minExp: 1000001, maxExp: Number.POSITIVE_INFINITY });
  });

  it('is contiguous with integer bounds and strictly rising', () => {
    for (let level = 1; level <= 50; level++) {
      const previous = row(level - 1);
      const current = row(level);
      expect(current.minExp).toBe(previous.maxExp + 1);
      expect(Number.isInteger(current.minExp)).toBe(true);
      expect(current.maxExp).toBeGreaterThanOrEqual(current.minExp);
      expect(current.maxExp).toBeGreaterThan(previous.maxExp);
    }
  });

  it('raises the ratio monotonically from 0.3 to 0.7', () => {
    expect(row(0).ratio).toBe(0.3);
    expect(row(50).ratio).toBe(0.7);
    expect(row(25).ratio).toBe(0.5);
    for (let level = 1; level <= 50; level++) expect(row(level).ratio).toBeGreaterThan(row(level - 1).ratio);
  });
});

describe('levelForExperience', () => {
  it.each([
    [0, 0],
    [1, 1],
    [100, 1],
    [101, 2],
    [2000, 10],
    [2001, 11],
    [10000, 20],
    [10001, 21],
    [60000, 30],
    [250000, 40],
    [250001, 41],
    [1000000, 49],
    [1000001, 50],
    [Number.MAX_SAFE_INTEGER, 50],
    [Number.POSITIVE_INFINITY, 50],
  ])('%d experience is level %d', (exp, level) => {
    expect(levelForExperience(exp).level).toBe(level);
  });

  it('treats negative and NaN experience as level 0', () => {
    expect(levelForExperience(-5)).toMatchObject({ level: 0, progress: 0 });
    expect(levelForExperience(Number.NaN)).toMatchObject({ level: 0, progress: 0 });
    expect(levelForExperience(Number.NEGATIVE_INFINITY).level).toBe(0);
  });

  it('floors fractions', () => {
    expect(levelForExperience(100.9).level).toBe(1);
    expect(levelForExperience(0.5).level).toBe(0);
  });

  it('reports progress within the level', () => {
    expect(levelForExperience(1).progress).toBe(0);
    expect(levelForExperience(51).progress).toBe(0.5);
    expect(levelForExperience(100).progress).toBeCloseTo(0.99);
    expect(levelForExperience(101).progress).toBe(0);
    expect(levelForExperience(1000001).progress).toBe(1);
  });

  it('returns the row fields with the standing', () => {
    expect(levelForExperience(2000)).toMatchObject({ level: 10, ratio: 0.38, maxExp: 2000 });
  });
});
