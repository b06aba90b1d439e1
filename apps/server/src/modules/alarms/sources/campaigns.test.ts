import { describe, expect, it } from 'vitest';
import { campaignsNotifications } from './campaigns';
import { draftsOf } from './source.testing';

const sent = { campaignId: 3, senderNo: 2, type: '01', title: 'Spring jam', recipientNos: [5, 6] };

describe('campaign notifications', () => {
  it('reaches every recipient in the alarm centre, pushed only on channel 02, never by the digest', async () => {
    const inApp = await draftsOf(campaignsNotifications, 'campaign.sent', { ...sent, channel: '01' });
    expect(inApp.map((draft) => draft.userNo)).toEqual([5, 6]);
    expect(inApp[0]).toMatchObject({ type: 'campaign_received', actorNo: 2, link: '/campaigns/3' });
    expect(inApp[0]?.skip).toEqual({ push: true, email: true });
    const pushed = await draftsOf(campaignsNotifications, 'campaign.sent', { ...sent, channel: '02' });
    expect(pushed[0]?.skip).toEqual({ push: false, email: true });
  });

  it('leaves an e-mail campaign (channel 03) to the campaigns module', async () => {
    expect(await draftsOf(campaignsNotifications, 'campaign.sent', { ...sent, channel: '03' })).toEqual([]);
  });

  it('tells the sender how an admin decided, and a person how their sign-up was decided', async () => {
    const [rejected] = await draftsOf(campaignsNotifications, 'campaign.reviewed', {
      campaignId: 3,
      senderNo: 2,
      adminNo: 1,
      title: 'Spring jam',
      approved: false,
      refunded: 300,
    });
    expect(rejected?.userNo).toBe(2);
    expect(rejected?.text).toMatch(/not approved; 300 points were given back\.$/);
    const [signup] = await draftsOf(campaignsNotifications, 'campaign.signupDecided', {
      campaignId: 3,
      senderNo: 2,
      userNo: 9,
      title: 'Spring jam',
      status: 'accepted',
    });
    expect(signup).toMatchObject({ userNo: 9, type: 'campaign_signup', actorNo: 2 });
    expect(signup?.text).toMatch(/^accepted your sign-up for /);
  });
});
