import { describe, expect, it } from 'vitest';
import { profilesNotifications } from './profiles';
import { draftsOf } from './source.testing';

describe('people notifications', () => {
  it('tells the person followed who follows them', async () => {
    const drafts = await draftsOf(profilesNotifications, 'user.followed', { followerNo: 2, followeeNo: 7 });
    expect(drafts).toEqual([
      expect.objectContaining({
        userNo: 7,
        type: 'follow',
        actorNo: 2,
        text: 'started following you',
        link: '/u/2',
      }),
    ]);
  });

  it('tells the person reviewed the rating', async () => {
    const [draft] = await draftsOf(profilesNotifications, 'review.written', {
      reviewerNo: 2,
      revieweeNo: 7,
      rating: 4,
      firstTime: true,
    });
    expect(draft).toMatchObject({ userNo: 7, type: 'review', actorNo: 2, text: 'reviewed you (4 of 5)' });
  });
});
