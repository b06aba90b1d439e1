import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newMaker, publishedBooth, unique } from './support/makers';

/*
 * The booth page in Chromium, as a logged-in visitor sees it: its header keeps the booth's name
 * readable beside the buttons at desktop widths; the launch form answers an empty submission in
 * words on each field; the build progress shows a task completed while the page was still joining
 * its live room, without a reload.
 */

// Each test opens the booth page (its largest chunk) in two browsers on a machine shared with
// other suites: the first paint can take long, which is not what these tests measure.
test.describe.configure({ timeout: 180_000 });
const FIRST_PAINT = { timeout: 60_000 };

/** The widths of the heading and of the widest word in it, as laid out. */
async function headingAndLongestWord(page: Page): Promise<{ heading: number; word: number }> {
  return page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const style = getComputedStyle(heading);
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const words = (heading.textContent ?? '').split(/\s+/).filter(Boolean);
    const word = Math.max(...words.map((text) => canvas.measureText(text).width));
    return { heading: heading.getBoundingClientRect().width, word };
  });
}

test('the booth header keeps its name readable beside the buttons at 1366, 1920 and 390 px', async ({
  browser,
}) => {
  const leader = await newMaker(browser);
  const visitor = await newMaker(browser);
  const name = `Harbourmaster Tidewatch ${unique()}`;
  const { id } = await publishedBooth(leader, name);

  // Desktop widths, and a phone's.
  for (const [width, height] of [
    [1366, 900],
    [1920, 900],
    [390, 844],
  ] as const) {
    await visitor.page.setViewportSize({ width, height });
    await visitor.page.goto(`/booths/${id}`);
    await expect(visitor.page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_PAINT);
    // The logged-in visitor's full row of buttons is there (the one that used to crowd the name).
    await expect(visitor.page.getByRole('button', { name: /^Report/ })).toBeVisible();
    const { heading, word } = await headingAndLongestWord(visitor.page);
    expect(heading, `heading at ${width} px`).toBeGreaterThanOrEqual(word);
    // No button lies over the category badges (the row just above the heading).
    const overlaps = await visitor.page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const badges = heading.previousElementSibling?.getBoundingClientRect();
      const header = heading.closest('section');
      if (!badges || !header) return ['no badges'];
      return [...header.querySelectorAll('button, a')]
        .map((element) => ({ text: element.textContent ?? '', box: element.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.left < badges.right &&
            box.right > badges.left &&
            box.top < badges.bottom &&
            box.bottom > badges.top,
        )
        .map(({ text }) => text);
    });
    expect(overlaps, `buttons over the badges at ${width} px`).toEqual([]);
    // The top bar's navigation ends before its buttons begin (it spilled over them at 1920 px).
    if (width > 1024) {
      const [navRight, buttonsLeft] = await visitor.page
        .getByRole('navigation', { name: 'Camps' })
        .evaluate((nav) => {
          const buttons = [...(nav.nextElementSibling?.children ?? [])]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => box.left);
          return [nav.getBoundingClientRect().right, Math.min(...buttons)];
        });
      expect(navRight, `navigation beside the bar's buttons at ${width} px`).toBeLessThanOrEqual(buttonsLeft);
    }
    await visitor.page.screenshot({ path: test.info().outputPath(`booth-${width}.png`) });
  }
  await leader.context.close();
  await visitor.context.close();
});

test('the launch form sent empty says on each field, in words, what it needs', async ({ browser }) => {
  const maker = await newMaker(browser);
  await maker.page.goto('/booths/launch');
  await maker.page.getByRole('button', { name: 'Create draft' }).click(FIRST_PAINT);
  await expect(maker.page.getByText('Some fields need a change; each says what is wrong.')).toBeVisible();

  const form = maker.page.locator('form');
  await expect(form.getByText('Write at least 2 characters.')).toBeVisible();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await expect(form.getByText('Choose one of the options.')).toHaveCount(2);
  await expect(form).not.toContainText(/expected|Too small|Invalid option|"\d+"\s*\|/);
  await maker.page.screenshot({ path: test.info().outputPath('launch-form-empty.png'), fullPage: true });
  await maker.context.close();
});

test('a task completed while the booth page joins its live room shows without a reload', async ({
  browser,
}) => {
  const leader = await newMaker(browser);
  const visitor = await newMaker(browser);
  const { id, projectNo } = await publishedBooth(leader, `Tidewatch ${unique()}`);
  const title = `Tide alarms ${unique()}`;
  const made = await leader.api.post(`/api/projects/${projectNo}/tasks`, { data: { title } });
  expect(made.status(), await made.text()).toBe(201);
  const task = (await made.json()) as { id: number; version: number };

  // The leader's page is in the room first: seeing the task appear there means the server has
  // told the room about it.
  const leaderJoined = joinAnswered(leader.page);
  await leader.page.goto(`/booths/${id}`);
  await leaderJoined;
  await expect(leader.page.getByRole('region', { name: 'Build progress' })).toBeVisible(FIRST_PAINT);

  // The visitor's join is held on its way to the server (a slow network) until the change has
  // gone out: only a read after the join can show it.
  const held = holdBoothJoins(visitor.page);
  const progressRead = visitor.page.waitForResponse((response) =>
    response.url().endsWith(`/api/booths/${id}/progress`),
  );
  await visitor.page.goto(`/booths/${id}`);
  await progressRead;
  await held.waiting;
  const region = visitor.page.getByRole('region', { name: 'Build progress' });
  await expect(region).toBeVisible(FIRST_PAINT);
  await expect(region.getByText(title)).toHaveCount(0);

  const completed = await leader.api.post(`/api/projects/${projectNo}/tasks/${task.id}/complete`, {
    data: { version: task.version },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  await expect(leader.page.getByRole('region', { name: 'Build progress' }).getByText(title)).toBeVisible();

  held.release();
  await expect(region.getByText(title)).toBeVisible();
  await leader.context.close();
  await visitor.context.close();
});

/** Resolves once the page's socket has heard the server accept a watchBooth. */
function joinAnswered(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const match = /^42(\d+)\["watchBooth"/.exec(String(payload));
        if (match?.[1]) asked.add(match[1]);
      });
      socket.on('framereceived', ({ payload }) => {
        const match = /^43(\d+)\[\{"ok":true\}\]/.exec(String(payload));
        if (match?.[1] && asked.has(match[1])) resolve();
      });
    });
  });
}

/**
 * Holds every watchBooth the page sends until `release`; `waiting` resolves when one is held. Every
 * other frame passes both ways at once.
 */
function holdBoothJoins(page: Page): { waiting: Promise<void>; release: () => void } {
  let released = false;
  let markWaiting = () => {};
  const waiting = new Promise<void>((resolve) => {
    markWaiting = resolve;
  });
  const queue: { server: WebSocketRoute; message: string | Buffer }[] = [];
  void page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (!released && /^42\d*\["watchBooth"/.test(String(message))) {
        queue.push({ server, message });
        markWaiting();
        return;
      }
      server.send(message);
    });
  });
  return {
    waiting,
    release: () => {
      released = true;
      for (const { server, message } of queue.splice(0)) server.send(message);
    },
  };
}
