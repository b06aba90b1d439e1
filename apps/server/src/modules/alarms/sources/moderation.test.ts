import { describe, expect, it } from 'vitest';
import { moderationNotifications } from './moderation';
import { draftsOf } from './source.testing';

const moderated = { authorNo: 6, adminNo: 1, targetId: 9, reason: 'spam', link: '/lounge/posts/9' };

describe('moderation notifications', () => {
  it('tells the author what was hidden or restored and why, as Sidecamp', async () => {
    const [hidden] = await draftsOf(moderationNotifications, 'content.moderated', {
      ...moderated,
      targetType: 'post',
      hidden: true,
    });
    expect(hidden).toMatchObject({
      userNo: 6,
      type: 'content_moderated',
      actorNo: null,
      text: 'An admin hid your post: spam',
      link: '/lounge/posts/9',
    });
    const [restored] = await draftsOf(moderationNotifications, 'content.moderated', {
      ...moderated,
      targetType: 'profile',
      hidden: false,
      link: null,
    });
    expect(restored).toMatchObject({ text: 'An admin restored your profile: spam', link: '/alarms' });
  });
});
