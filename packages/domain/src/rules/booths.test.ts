import { describe, expect, it } from 'vitest';
import { INDUSTRIES, SERVICE_CATEGORIES } from '../codes/booths';
import {
  BOOTH_RANKING_WEIGHTS,
  type BoothWeekActivity,
  boothWeekScore,
  boothWeekStart,
  rankChange,
} from './booths';

const QUIET: BoothWeekActivity = {
  likes: 0,
  supportPoints: 0,
  supporters: 0,
  reviews: 0,
  meanRating: null,
  follows: 0,
  ageDays: 60,
  tasksCompleted: null,
  goalsCompleted: null,
};

describe('the spec lists', () => {
  it('has 23 service categories and 19 industries', () => {
    expect(SERVICE_CATEGORIES.codes).toHaveLength(23);
    expect(INDUSTRIES.codes).toHaveLength(19);
  });
});

describe('boothWeekScore', () => {
  it('is zero with no parts for a quiet old booth', () => {
    expect(boothWeekScore(QUIET)).toEqual({ score: 0, parts: [] });
  });

  it('adds each part by its weight and lists the parts largest first', () => {
    const result = boothWeekScore({ ...QUIET, likes: 10, supportPoints: 25, supporters: 2, follows: 3 });
    expect(result.parts).toEqual([
      { key: 'likes', count: 10, points: 30 },
      { key: 'support', count: 25, points: 20 },
      { key: 'follows', count: 3, points: 6 },
      { key: 'supporters', count: 2, points: 4 },
    ]);
    expect(result.score).toBe(60);
  });

  it('counts support on a square root, so many small supporters beat one large one', () => {
    const one = boothWeekScore({ ...QUIET, supportPoints: 100, supporters: 1 }).score;
    const many = boothWeekScore({ ...QUIET, supportPoints: 100, supporters: 10 }).score;
    expect(one).toBe(42); // 4 * sqrt(100) + 2
    expect(many).toBe(60); // 4 * sqrt(100) + 20
  });

  it('weighs reviews by their mean rating', () => {
    expect(boothWeekScore({ ...QUIET, reviews: 2, meanRating: 5 }).score).toBe(12);
    expect(boothWeekScore({ ...QUIET, reviews: 2, meanRating: 2.5 }).score).toBe(6);
  });

  it('lets a booth whose makers keep shipping rise above one with the same attention that does not', () => {
    const attention = { ...QUIET, likes: 5, follows: 2 };
    const shipping = boothWeekScore({ ...attention, tasksCompleted: 6, goalsCompleted: 1 });
    const idle = boothWeekScore({ ...attention, tasksCompleted: 0, goalsCompleted: 0 });
    const noProject = boothWeekScore(attention);
    expect(shipping.score).toBe(idle.score + 6 * BOOTH_RANKING_WEIGHTS.task + BOOTH_RANKING_WEIGHTS.goal);
    // A booth with no project is ranked on the rest, neither helped nor hurt.
    expect(noProject.score).toBe(idle.score);
  });

  it('caps shipping pace so a long task list cannot be farmed', () => {
    const farmed = boothWeekScore({ ...QUIET, tasksCompleted: 500, goalsCompleted: 50 });
    expect(farmed.parts).toEqual([
      { key: 'tasks', count: 20, points: 20 },
      { key: 'goals', count: 5, points: 20 },
    ]);
  });

  it('gives a new booth up to half its score again, fading to nothing after four weeks', () => {
    const base = { ...QUIET, likes: 10 };
    expect(boothWeekScore({ ...base, ageDays: 0 }).score).toBe(45);
    expect(boothWeekScore({ ...base, ageDays: 14 }).score).toBe(37.5);
    expect(boothWeekScore({ ...base, ageDays: 28 }).score).toBe(30);
    expect(boothWeekScore({ ...base, ageDays: 14 }).parts.at(-1)).toEqual({
      key: 'newBooth',
      count: 14,
      points: 7.5,
    });
  });
});

describe('rankChange and the week', () => {
  it('says new, up, down or same', () => {
    expect(rankChange(null, 3)).toEqual({ kind: 'new' });
    expect(rankChange(5, 2)).toEqual({ kind: 'up', by: 3 });
    expect(rankChange(1, 4)).toEqual({ kind: 'down', by: 3 });
    expect(rankChange(2, 2)).toEqual({ kind: 'same', by: 0 });
  });

  it('starts the week on Monday, UTC', () => {
    expect(boothWeekStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
    expect(boothWeekStart(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(boothWeekStart(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  });
});
