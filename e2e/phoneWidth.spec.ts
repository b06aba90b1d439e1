import type { Page } from '@playwright/test';
import { newAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { type Maker, newMaker, publishedBooth, unique } from './support/makers';
import { overflowingElements, PHONE } from './support/phoneWidth';

/*
 * Phones first-class (issue 33): no main screen is wider than a 360 px phone. A page that is wider
 * scrolls sideways under the thumb; the failure names the elements that stick out, so it says
 * where the width comes from.
 */
async function expectFitsAPhone(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflowingElements(page), `${path} at ${PHONE.width} px`).toEqual([]);
}

let maker: Maker;
let other: Maker;
let boothId: number;
let roomId: string;
let analysisId: number;

test.beforeAll(async ({ browser }) => {
  maker = await newMaker(browser, { nickname: `Alexandria${unique().slice(0, 5)}` });
  other = await newMaker(browser, { nickname: `Bartholomew${unique().slice(0, 5)}` });
  await maker.page.setViewportSize(PHONE);
  ({ id: boothId } = await publishedBooth(maker, `Harbour ${unique().slice(0, 4)}`));
  const room = await maker.api.post('/api/chat/direct', { data: { opponentNo: other.no } });
  expect(room.status(), await room.text()).toBeLessThan(300);
  roomId = ((await room.json()) as { _id: string })._id;
  const analysed = await maker.api.post('/api/blueprint/analyses', {
    headers: { 'Idempotency-Key': `phone-${unique()}` },
    data: {
      title: 'Ward shift swap',
      text: 'An app for nurses to swap hospital shifts; the ward manager approves each swap.',
      category: null,
    },
  });
  expect(analysed.status(), await analysed.text()).toBeLessThan(300);
  analysisId = ((await analysed.json()) as { id: number }).id;

  // A listed pro with a long headline and an open hour, so /chat/pros shows a full card.
  const offer = await other.api.put('/api/chat/pro/me', {
    data: { headline: `Pitch decks, pricing pages and launch checklists reviewed in depth ${unique()}` },
  });
  expect(offer.status(), await offer.text()).toBe(200);
  const admin = await newAdmin(browser);
  const approved = await admin.api.post(`/api/admin/pros/${other.no}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.context.close();
  const tomorrow = new Date(Date.now() + 26 * 3600_000);
  tomorrow.setUTCMinutes(0, 0, 0);
  const slots = await other.api.post('/api/chat/pro/slots', {
    data: { slots: [{ startsAt: tomorrow.toISOString(), minutes: 60 }] },
  });
  expect(slots.status(), await slots.text()).toBeLessThan(300);
});

test.afterAll(async () => {
  await maker?.context.close();
  await other?.context.close();
});

// The main screens (support/mainScreens.ts) are checked at this width in accessibility.spec.ts, on
// the visit that scans them; here are the screens that need a fuller setup to show their widest.
test.describe('at 360 px, a member', () => {
  test('does not scroll sideways on a full pro card, a booth of theirs and a report', async () => {
    for (const path of ['/chat/pros', `/booths/${boothId}`, `/blueprint/${analysisId}`])
      await expectFitsAPhone(maker.page, path);
  });

  test('sees who they are talking to in a chat room header', async () => {
    const { page } = maker;
    await page.goto(`/chat/${roomId}`);
    const title = page.getByRole('heading', { level: 2, name: other.nickname });
    await expect(title).toBeVisible();
    expect(await overflowingElements(page)).toEqual([]);
    // The name is the header's point: a 16-letter one shows whole beside the call and menu buttons.
    const cutOff = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cutOff).toBe(false);
  });
});
