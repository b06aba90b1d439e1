import { expect, presetConsent, test } from './support/fixtures';
import { setChecked } from './support/forms';
import { newMaker, unique } from './support/makers';

// Some of these accept the cookie choice, which loads the analytics and ad scripts.
test.use({ thirdPartyScripts: true });

test.beforeEach(async ({ page }) => {
  await presetConsent(page, { analytics: false, ads: false });
});

test('pricing shows the plans and packs from the domain package, and a pack leads to its purchase page', async ({
  page,
}) => {
  await page.goto('/pricing');
  const light = page.getByRole('article', { name: 'Light' });
  await expect(light.locator('s')).toHaveText(/\$19\.90/);
  await expect(light).toContainText('$9.90');
  await expect(light).toContainText('20 AI credits');
  await expect(light.getByRole('button', { name: 'Get Light' })).toBeEnabled();
  const pro = page.getByRole('article', { name: 'Pro' });
  await expect(pro.getByText('Coming soon').first()).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
  for (const points of [5, 11, 23, 60, 130]) {
    await expect(page.getByRole('heading', { level: 3, name: `${points} points` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Buy 23 points for $19.90' }).click();
  await expect(page).toHaveURL(/\/points\/purchase\?pack=P13$/);
  await expect(page.getByRole('radio', { name: /23 points/ })).toBeChecked();
});

test("a pack's productPath opens the points page with that pack selected", async ({ page }) => {
  await page.goto('/points/purchase?pack=P14');
  await expect(page.getByRole('radio', { name: /60 points/ })).toBeChecked();
  await page.locator('label').filter({ hasText: '130 points' }).click();
  await expect(page.getByRole('radio', { name: /130 points/ })).toBeChecked();
  await expect(page).toHaveURL(/pack=15(&|$)/);
});

test("quests show a visitor the week's schedule and ask to log in for progress", async ({ page }) => {
  await page.goto('/quests');
  await expect(page.getByText('Log in to see your progress and claim rewards.')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(8);
  await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByText('Read over 50 percent of a new magazine post')).toBeVisible();
});

test('the FAQ filters by search and category', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByText('20 questions')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('point packs');
  await expect(page.getByText('Which point packs are there?')).toBeVisible();
  await expect(page.getByText('What is Sidecamp?')).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('zzzz nothing');
  await expect(page.getByRole('heading', { name: /No answers match/ })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page
    .getByRole('radiogroup', { name: 'FAQ categories' })
    .or(page.getByRole('toolbar', { name: 'FAQ categories' }))
    .getByText('Communication')
    .click();
  await expect(page.getByText('3 questions')).toBeVisible();
  await page.getByText('What kinds of chat are there?').click();
  await expect(page.getByText(/One-to-one chats, open chats/)).toBeVisible();
});

test('a visitor sends feedback: the form validates, asks for an e-mail, then sends', async ({ page }) => {
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Send feedback' });
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Choose what your feedback is about.')).toBeVisible();
  await expect(form.getByText('Write at least 10 characters.')).toBeVisible();
  await expect(form.getByText('Leave an e-mail address so we can answer you.')).toBeVisible();
  await setChecked(form.getByRole('radio', { name: 'Bug Report' }));
  await form.getByLabel('Message').fill('The footer link to pricing is hard to find.');
  await form.getByLabel('Your e-mail').fill('visitor@example.com');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/support/feedback'));
  await form.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('booth tabs switch and keep the open tab in the address', async ({ page, browser }) => {
  // The e2e server has no seed: a maker launches and publishes a standalone booth through the API.
  const maker = await newMaker(browser);
  const created = await maker.api.post('/api/booths', {
    data: {
      projectNo: null,
      name: `Tab Harbour ${unique()}`,
      intro: 'A booth made for the tab test.',
      serviceCategory: '01',
      industry: '01',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await maker.api.post(`/api/booths/${id}/publish`)).status()).toBe(200);
  await maker.context.close();

  await page.goto(`/booths/${id}`);
  const tabs = page.getByRole('tablist', { name: 'Booth sections' });
  await expect(tabs.getByRole('tab', { name: 'Supporters' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Nobody has supported this booth yet');
  await tabs.getByRole('tab', { name: 'Promotion codes' }).click();
  await expect(page).toHaveURL(/\?tab=promotion-codes$/);
  await expect(page.getByRole('tabpanel')).toContainText('The team has no offer running right now.');
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Promotion codes' })).toHaveAttribute('aria-selected', 'true');
  // Arrow keys move between tabs (React Aria's tab pattern).
  await tabs.getByRole('tab', { name: 'Promotion codes' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Badge' })).toHaveAttribute('aria-selected', 'true');
});

test('settings shows the cookie choice and changes it through the consent dialog', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByTestId('consent-summary')).toHaveText('Analytics: not allowed · Ads: not allowed');
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await page
    .getByRole('dialog', { name: 'Cookies and your privacy' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await expect(page.getByTestId('consent-summary')).toHaveText('Analytics: allowed · Ads: allowed');
});
