import { describe, expect, it } from 'vitest';
import { pointsNotifications } from './points';
import { draftsOf } from './source.testing';

describe('points notifications', () => {
  it('tells a person the level they reached, but not level 1 that comes with the account', async () => {
    expect(await draftsOf(pointsNotifications, 'points.levelUp', { userNo: 5, level: 1 })).toEqual([]);
    const [draft] = await draftsOf(pointsNotifications, 'points.levelUp', { userNo: 5, level: 3 });
    expect(draft).toMatchObject({ userNo: 5, type: 'level_up', actorNo: null, text: 'You reached level 3.' });
    expect(draft?.link).toBe('/levels');
  });

  it('tells a person they completed a weekly quest', async () => {
    const drafts = await draftsOf(pointsNotifications, 'quest.completed', {
      userNo: 8,
      questCode: 'Q3',
      weekStart: '2026-11-23',
    });
    expect(drafts).toEqual([
      expect.objectContaining({ userNo: 8, type: 'quest_completed', link: '/quests', eventId: 41 }),
    ]);
  });
});
