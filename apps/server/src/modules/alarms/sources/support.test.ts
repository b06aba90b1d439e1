import { describe, expect, it } from 'vitest';
import { draftsOf } from './source.testing';
import { supportNotifications } from './support';

describe('support notifications', () => {
  it('tells the asker their question was answered, as Sidecamp rather than the admin', async () => {
    const drafts = await draftsOf(
      supportNotifications,
      'support.answered',
      { askId: 12, askerNo: 3, adminNo: 1 },
      1,
    );
    expect(drafts).toEqual([
      expect.objectContaining({
        userNo: 3,
        type: 'support_answered',
        actorNo: null,
        text: 'Sidecamp support answered your question (no. 12).',
        link: '/support#asks',
      }),
    ]);
  });
});
