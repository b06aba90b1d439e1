import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { grantAdmin } from './support/admins';
import { FULL_BROWSER_TAG } from './support/chromium';
import { expect, presetConsent, test } from './support/fixtures';
import { unique } from './support/makers';

/*
 * Issue 6 in Chromium: two people chat one to one from two browsers, unread counts rise and clear,
 * a muted room stays silent, and a voice call rings, connects audio and hangs up. Chromium's fake
 * devices stand in for a microphone; every wait is on something a page shows.
 */
// Fake media devices added to whichever browser the project runs (support/chromium.ts).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          '--autoplay-policy=no-user-gesture-required',
        ],
      }),
    { scope: 'worker' },
  ],
});

type Person = { no: number; nickname: string; context: BrowserContext; page: Page };

/** A logged-in person in a browser of their own, with notifications and the microphone allowed. */
async function person(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport,
    permissions: ['notifications', 'microphone'],
  });
  await presetConsent(context, { analytics: false, ads: false });
  // Records every desktop notification the page raises (the real one still shows).
  await context.addInitScript(() => {
    const Original = window.Notification;
    const shown: string[] = [];
    (window as unknown as { __notifications: string[] }).__notifications = shown;
    class Recording extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    }
    Object.defineProperty(Recording, 'permission', { get: () => Original.permission });
    window.Notification = Recording as typeof Notification;
  });
  const nickname = `ch${unique()}`;
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email: `chat.${nickname}@example.com`,
      password: 'correct horse battery',
      nickname,
      mainJobDetail: '0403',
      occupationStatus: '01',
      visitPurpose: '01',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { no: number } };
  return { no: user.no, nickname, context, page: await context.newPage() };
}

const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications ?? []);

const headerUnread = (page: Page) => page.getByTestId('header-unread');
/** The header's chat button once the socket has delivered the chat list (the connection is live). */
const chatReady = (page: Page) => page.locator('nav [data-chat-ready="true"]');
const roomLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) });

async function shoot(page: Page, name: string) {
  // A design review aid, off by default: CHAT_SCREENSHOTS=<folder> saves the screens there.
  const folder = process.env.CHAT_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false });
}

test('two people chat one to one: live messages, unread counts rise and clear, a muted room stays silent', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await person(browser, baseURL as string);
  const b = await person(browser, baseURL as string);

  // A starts the chat from B's profile.
  await a.page.goto(`/u/${b.no}`);
  await a.page.getByRole('button', { name: 'Message' }).click();
  await expect(a.page).toHaveURL(/\/chat\/\d+$/);
  const roomId = a.page.url().split('/').pop() as string;
  await expect(a.page.getByRole('heading', { level: 2, name: b.nickname })).toBeVisible();

  // B is elsewhere; the header has no unread count yet.
  await b.page.goto('/projects');
  await expect(chatReady(b.page)).toBeAttached();
  await expect(headerUnread(b.page)).toHaveCount(0);

  const composerA = a.page.getByRole('textbox', { name: 'Message' });
  await composerA.fill('Hello from A');
  await composerA.press('Enter');
  await expect(a.page.getByRole('log').getByText('Hello from A')).toBeVisible();

  // B: a toast, and the header count rises.
  await expect(b.page.getByText('Hello from A')).toBeVisible();
  await expect(headerUnread(b.page)).toHaveText('1');
  await composerA.fill('Are you there?');
  await composerA.press('Enter');
  await expect(headerUnread(b.page)).toHaveText('2');

  // B opens the list: the room shows its last message and badge; opening it clears both counts.
  // The navigation names the count; the toasts sit over the top bar, so B goes by address.
  await expect(b.page.getByRole('link', { name: 'Chat (2 unread messages)' })).toBeVisible();
  await b.page.goto('/chat');
  const listItem = roomLink(b.page, a.nickname);
  await expect(listItem).toContainText('Are you there?');
  await expect(listItem.getByRole('status', { name: '2 unread messages' })).toBeVisible();
  await shoot(b.page, 'list-1280');
  await listItem.click();
  await expect(b.page).toHaveURL(new RegExp(`/chat/${roomId}$`));
  await expect(b.page.getByRole('log').getByText('Hello from A')).toBeVisible();
  await expect(headerUnread(b.page)).toHaveCount(0);

  // B answers; A sees it live, with B typing first.
  const composerB = b.page.getByRole('textbox', { name: 'Message' });
  await composerB.pressSequentially('Yes, here');
  await expect(a.page.getByText(`${b.nickname} is typing…`)).toBeVisible();
  await composerB.press('Enter');
  await expect(a.page.getByRole('log').getByText('Yes, here')).toBeVisible();
  await shoot(a.page, 'room-1280');

  // The count survives a reload: it comes from the server's last-read position.
  await b.page.goto('/projects');
  await composerA.fill('One more thing');
  await composerA.press('Enter');
  await expect(headerUnread(b.page)).toHaveText('1');
  await b.page.reload();
  await expect(headerUnread(b.page)).toHaveText('1');

  // B mutes the room: the next message counts in the list but raises no toast and no header count.
  await b.page.goto(`/chat/${roomId}`);
  await expect(headerUnread(b.page)).toHaveCount(0);
  await b.page.getByRole('button', { name: 'Mute alerts' }).click();
  await expect(b.page.getByRole('button', { name: 'Unmute alerts' })).toBeVisible();
  await b.page.goto('/chat');
  await composerA.fill('Quiet please');
  await composerA.press('Enter');
  const mutedItem = roomLink(b.page, a.nickname);
  await expect(mutedItem).toContainText('Quiet please');
  await expect(mutedItem.getByRole('status', { name: '1 unread message' })).toBeVisible();
  await expect(headerUnread(b.page)).toHaveCount(0);
  await expect(b.page.locator('[data-sonner-toast]').filter({ hasText: 'Quiet please' })).toHaveCount(0);
  await shoot(b.page, 'muted-list-1280');
});

test('open chats: create, find in the directory, join by link, and talk', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const host = await person(browser, baseURL as string);
  const guest = await person(browser, baseURL as string, { width: 390, height: 844 });
  const name = `Night owls ${unique()}`;

  await host.page.goto('/chat/open');
  await host.page.getByRole('button', { name: 'New open chat' }).click();
  await host.page.getByRole('textbox', { name: 'Name' }).fill(name);
  await host.page.getByRole('textbox', { name: 'What is it about?' }).fill('Late-night builders');
  await host.page.getByRole('button', { name: 'Create' }).click();
  await expect(host.page).toHaveURL(/\/chat\/\d+$/);
  const roomId = host.page.url().split('/').pop() as string;

  // The guest, on a phone, finds it by search and joins.
  await guest.page.goto('/chat/open');
  await guest.page
    .getByRole('searchbox', { name: 'Search open chats' })
    .or(guest.page.getByRole('textbox', { name: 'Search open chats' }))
    .fill(name);
  await guest.page.getByRole('button', { name: 'Search' }).click();
  await expect(guest.page.getByRole('heading', { name })).toBeVisible();
  await shoot(guest.page, 'open-directory-390');
  await guest.page.goto(`/chat/open/${roomId}`);
  await expect(guest.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/chat/${roomId}$`));
  const composer = guest.page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hi all, first time here');
  await composer.press('Enter');
  await expect(host.page.getByRole('log').getByText('Hi all, first time here')).toBeVisible();
  await shoot(guest.page, 'room-390');
  await guest.page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(roomLink(guest.page, name)).toBeVisible();
  await shoot(guest.page, 'list-390');
});

test('a voice call rings with a desktop notification, connects audio both ways, and hangs up', {
  tag: FULL_BROWSER_TAG,
}, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const a = await person(browser, baseURL as string);
  const b = await person(browser, baseURL as string);
  const started = await a.context.request.post('/api/chat/direct', { data: { opponentNo: b.no } });
  expect(started.status(), await started.text()).toBe(201);
  const { _id: roomId } = (await started.json()) as { _id: string };

  await a.page.goto(`/chat/${roomId}`);
  await b.page.goto('/projects');
  await expect(a.page.getByRole('button', { name: 'Voice call' })).toBeEnabled();
  await expect(chatReady(b.page)).toBeAttached();
  await a.page.getByRole('button', { name: 'Voice call' }).click();

  const ringing = b.page.getByRole('dialog', { name: `Voice chat with ${a.nickname}` });
  await expect(ringing.getByRole('status')).toHaveText('Incoming voice chat…');
  await expect.poll(() => notifications(b.page)).toContain(`You got voice chat from ${a.nickname}`);
  const calling = a.page.getByRole('dialog', { name: `Voice chat with ${b.nickname}` });
  await expect(calling.getByRole('status')).toHaveText('Calling…');
  await shoot(b.page, 'incoming-call-1280');

  await ringing.getByRole('button', { name: 'Accept' }).click();
  await expect(calling.getByRole('status')).toHaveText('Connected', { timeout: 20_000 });
  await expect(ringing.getByRole('status')).toHaveText('Connected', { timeout: 20_000 });
  // Audio really flows: each side plays a live remote audio track.
  for (const page of [a.page, b.page]) {
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.querySelector<HTMLAudioElement>('[data-testid="voice-remote-audio"]');
          const stream = element?.srcObject as MediaStream | null;
          return stream?.getAudioTracks().filter((track) => track.readyState === 'live').length ?? 0;
        }),
      )
      .toBeGreaterThan(0);
  }

  await calling.getByRole('button', { name: 'Hang up' }).click();
  await expect(calling).toHaveCount(0);
  await expect(ringing).toHaveCount(0);
  await expect.poll(() => notifications(b.page)).toContain('Voice chat cancelled');
});

test('pro chat: a pro opens an hour, someone books it from the pro list, and both see the reservation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const pro = await person(browser, baseURL as string);
  const user = await person(browser, baseURL as string);
  const offered = await pro.context.request.put('/api/chat/pro/me', {
    data: { headline: 'Pitch deck reviews', pricePoints: 0 },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  // A new pro offer waits for an admin (issue 22); an admin approves it with the operator's command's grant.
  const admin = await person(browser, baseURL as string);
  await grantAdmin(`chat.${admin.nickname}@example.com`);
  await admin.context.request.post('/api/auth/logout');
  const login = await admin.context.request.post('/api/auth/login', {
    data: { email: `chat.${admin.nickname}@example.com`, password: 'correct horse battery' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const approved = await admin.context.request.post(`/api/admin/pros/${pro.no}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  startsAt.setMinutes(0, 0, 0);
  const opened = await pro.context.request.post('/api/chat/pro/slots', {
    data: { slots: [{ startsAt: startsAt.toISOString(), minutes: 60 }] },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await user.page.goto('/chat');
  await user.page.getByRole('link', { name: 'Pro chats' }).click();
  await expect(user.page.getByRole('heading', { level: 1, name: 'Pro chats' })).toBeVisible();
  const card = user.page.getByRole('listitem').filter({ hasText: 'Pitch deck reviews' });
  await card.getByRole('button', { name: /^Reserve / }).click();
  // Booking asks first and says what it costs (nothing, from this pro).
  const booking = user.page.getByRole('dialog', { name: 'Book this pro chat?' });
  await expect(booking).toContainText(`A chat with ${pro.nickname}`);
  await expect(booking).toContainText('This pro chat is free: no points are taken.');
  await booking.getByRole('button', { name: 'Book for free' }).click();
  await expect(user.page.getByText('Reserved. The chat opens at that time.')).toBeVisible();
  const mine = user.page.getByRole('region', { name: 'My pro chats' });
  await expect(mine.getByText(pro.nickname)).toBeVisible();
  await expect(mine.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(mine.getByText('Free', { exact: true })).toBeVisible();
  await shoot(user.page, 'pro-chats-1280');

  await pro.page.goto('/chat/pros');
  await expect(pro.page.getByRole('region', { name: 'My pro chats' }).getByText(user.nickname)).toBeVisible();
});
