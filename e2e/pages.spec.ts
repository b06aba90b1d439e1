import { expect, presetConsent, test } from './support/fixtures';

/** Every screen of spec point 2 with the heading it must show. */
const PAGES: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Project hub' },
  { path: '/projects', heading: 'Project hub' },
  // A project address that names nothing (no API call, so no 404 in the console); real ones are in projects.spec.ts.
  { path: '/projects/none', heading: 'Project not found' },
  { path: '/todo', heading: 'To-do' },
  { path: '/quests', heading: 'Weekly quests' },
  { path: '/people', heading: 'Members' },
  { path: '/lounge', heading: 'Lounge' },
  { path: '/lounge/following', heading: 'Following' },
  { path: '/lounge/write', heading: 'Write a post' },
  { path: '/lounge/search', heading: 'Search' },
  { path: '/lounge/magazines', heading: 'Magazines' },
  { path: '/lounge/notes', heading: 'Notes' },
  { path: '/groups', heading: 'Groups' },
  // Addresses that name nothing (no API call); real posts, magazines and groups are in lounge.spec.ts.
  { path: '/lounge/posts/none', heading: 'Post not found' },
  { path: '/lounge/magazines/none', heading: 'Magazine not found' },
  { path: '/groups/none', heading: 'Group not found' },
  { path: '/lounge/people/none', heading: 'Member not found' },
  { path: '/lounge/projects/none', heading: 'Project not found' },
  { path: '/chat', heading: 'Chat' },
  { path: '/booths', heading: 'Booths' },
  { path: '/booths/ranking', heading: 'Weekly ranking' },
  { path: '/booths/best', heading: 'Best booths' },
  { path: '/booths/new', heading: 'New booths' },
  // A booth address that names nothing (no API call); real booths are in booths.spec.ts.
  { path: '/booths/none', heading: 'Booth not found' },
  { path: '/booths/launch', heading: 'Launch a booth' },
  { path: '/blueprint', heading: 'Blueprint' },
  // An analysis is its owner's: a visitor is asked to log in.
  { path: '/blueprint/none', heading: 'Analysis not found' },
  // A profile address that names nobody: the real profiles are in accounts.spec.ts.
  { path: '/u/nobody', heading: 'Member not found' },
  { path: '/u/nobody/resume', heading: 'Member not found' },
  { path: '/alarms', heading: 'Alarms' },
  { path: '/settings', heading: 'Settings' },
  { path: '/settings/profile', heading: 'Edit profile' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=from-an-old-mail', heading: 'Choose a new password' },
  { path: '/welcome?returnTo=%2Flounge', heading: 'Welcome to Sidecamp' },
  { path: '/support', heading: 'FAQ & support' },
  { path: '/pricing', heading: 'Pricing and plans' },
  { path: '/points', heading: 'Buy points' },
  { path: '/points/purchase?pack=P13', heading: 'Buy points' },
  { path: '/points/history', heading: 'Wallet' },
  // Gift cards are for members: a visitor sees the heading and a way to log in (no API call).
  { path: '/points/gift-cards', heading: 'Gift cards' },
  { path: '/levels', heading: 'Levels' },
  // Trust levels are explained to everyone; a visitor is asked to log in for their own progress.
  { path: '/trust', heading: 'Trust levels' },
  { path: '/checkout/sandbox/sbx_0123456789abcdef', heading: 'Checkout' },
  { path: '/privacy', heading: 'Privacy policy' },
  // Campaigns are for members: a visitor sees each page's heading and a way to log in (no API call).
  { path: '/campaigns', heading: 'Campaigns' },
  { path: '/campaigns/new', heading: 'New campaign' },
  { path: '/campaigns/none', heading: 'Campaign' },
  { path: '/admin/campaigns', heading: 'Campaign approvals' },
  { path: '/no-such-page', heading: 'This page does not exist' },
];

/**
 * The desktop pass opens every screen by its address (a deep link: the server's page, then the
 * app adopting it); the phone pass opens the app once and goes to each screen inside it, as a
 * person following links does (the router answering the address change), which checks the same
 * heading, title, width and console, and that each screen renders without a page load. A page
 * load per screen per viewport was the suite's longest test.
 */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, open: 'by address' },
  { name: 'phone', viewport: { width: 390, height: 844 }, open: 'inside the app' },
] as const;

// One browser page walks every screen per viewport (a fresh context per screen spent most of the
// suite's minutes starting browsers); each screen is its own step, and soft checks report every
// broken screen of a run, not just the first.
for (const { name, viewport, open } of VIEWPORTS) {
  test.describe(`pages on ${name}`, () => {
    test.use({ viewport });

    test(`every screen, opened ${open}, renders its one heading and title, fits the screen, and logs no console error`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(PAGES.length * 8_000);
      await presetConsent(page, { analytics: false, ads: false });
      if (open === 'inside the app') await page.goto('/support');
      for (const { path, heading } of PAGES) {
        await test.step(`${path} renders "${heading}"`, async () => {
          if (open === 'by address') await page.goto(path);
          else
            await page.evaluate((address) => {
              window.history.pushState(null, '', address);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }, path);
          const h1 = page.getByRole('heading', { level: 1 });
          await expect.soft(h1, path).toHaveText(heading);
          await expect.soft(h1, path).toHaveCount(1);
          await expect.soft(page, path).toHaveTitle(`${heading} · Sidecamp`);
          // Nothing wider than the screen: a sideways scroll bar is the usual sign of a broken layout.
          expect
            .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`)
            .toBeLessThanOrEqual(viewport.width);
          expect.soft(consoleErrors.splice(0), `${path} console errors`).toEqual([]);
        });
      }
    });
  });
}
