import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { newMaker } from './support/makers';

/*
 * Uploads show how far they are and can be cancelled (issue 33): a big picture sent into a chat on
 * a slow line shows its share sent; Cancel stops it, and nothing reaches the room or the server.
 * The same picture on a fast line arrives as a message.
 */

/** A photo-sized PNG that does not compress: ~2.5 MB of noise. */
const bigPicture = () =>
  sharp({
    create: {
      width: 960,
      height: 960,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 64 },
    },
  })
    .png()
    .toBuffer();

type Message = { type: string };

test('a picture on its way shows its progress; Cancel stops it and nothing is stored', async ({
  browser,
}) => {
  const a = await newMaker(browser);
  const b = await newMaker(browser);
  const room = await a.api.post('/api/chat/direct', { data: { opponentNo: b.no } });
  expect(room.status(), await room.text()).toBeLessThan(300);
  const roomId = ((await room.json()) as { _id: string })._id;
  const imagesInRoom = async () => {
    const res = await a.api.get(`/api/chat/rooms/${roomId}/messages`);
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { messages: Message[] }).messages.filter(
      (message) => message.type === 'image',
    ).length;
  };

  const { page } = a;
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { level: 2, name: b.nickname })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');

  // A slow line: 200 KB a second up, so the picture takes some ten seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  const picture = await bigPicture();
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: picture });

  const bar = page.getByRole('progressbar', { name: 'Sending harbour.png' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  // The request itself is stopped, not only hidden: the browser reports it aborted.
  const stopped = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/uploads'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect((await stopped).failure()?.errorText).toContain('ERR_ABORTED');
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('Upload cancelled: nothing was stored.')).toBeVisible();
  expect(await imagesInRoom()).toBe(0);

  // A fast line again: the same picture arrives as a message.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await fileInput.setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: picture });
  await expect.poll(imagesInRoom).toBe(1);
  await expect(page.getByRole('log').getByRole('img')).toHaveCount(1);
  for (const maker of [a, b]) await maker.context.close();
});
