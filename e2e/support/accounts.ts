import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from '@playwright/test';

/** A registered account with its member number, built per test (no shared fixtures). */
export type Member = { no: number; email: string; password: string; nickname: string };

/** Letters and digits that make e-mails and nicknames unique across tests and runs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Registers an account through the API with the given request context (its cookie jar then holds
 * that member's session). The browser under test is not logged in by it.
 */
export async function registerMember(
  request: APIRequestContext,
  overrides: Partial<Omit<Member, 'no'>> = {},
): Promise<Member> {
  const suffix = uniqueSuffix();
  const account = {
    email: overrides.email ?? `member.${suffix}@example.com`,
    password: overrides.password ?? 'correct horse battery',
    nickname: overrides.nickname ?? `m${suffix}`,
  };
  const response = await request.post('/api/auth/register', {
    data: { ...account, mainJobDetail: '0406', occupationStatus: '01', visitPurpose: '01' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { no: number } };
  return { ...account, no: body.user.no };
}

/** The CRC-32 that closes every PNG chunk. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG made here (no binary fixtures in the repository): a small gradient, so the server's
 * re-encoding has actual pixels to work on.
 */
export function makePng(width = 48, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // leading 0: no filter
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = 60 + ((x * 3) % 196);
      row[2 + x * 3] = 90 + ((y * 2) % 160);
      row[3 + x * 3] = 200;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in to Sidecamp' });
}

/** Logs in through the header button and the dialog, as a person would. */
export async function logInThroughDialog(
  page: Page,
  member: Pick<Member, 'email' | 'password'>,
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export function accountMenu(page: Page, nickname: string): Locator {
  return page.getByRole('button', { name: `${nickname} account menu` });
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Picks a file through the page's own file chooser (opened by pressing `trigger`). */
export async function chooseFile(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/**
 * A member with a full profile (introduction, details, items, links, picture, background), a
 * follower and a review from a second member: what a profile page looks like in use. Each
 * request context keeps its member's session.
 */
export async function seedShowcase(
  ownerApi: APIRequestContext,
  visitorApi: APIRequestContext,
): Promise<{ owner: Member; visitor: Member }> {
  const suffix = uniqueSuffix();
  const owner = await registerMember(ownerApi, { nickname: `jane.${suffix.slice(0, 6)}` });
  const visitor = await registerMember(visitorApi, { nickname: `ken.${suffix.slice(0, 6)}` });
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await ok(
    ownerApi.patch('/api/profiles/me', {
      data: {
        mainJobDetail: '0301',
        subJobDetail: '0403',
        introduction:
          'Product designer who codes. Eight years of designing for fintech and marketplaces; I like turning a messy idea into a first release in weeks.\n\nLooking for a backend partner for a habit-tracking app.',
        skillLevel: '04',
        experience: '03',
        region: 'KR01',
        ageBand: '03',
        personalityType: 'INFJ',
        techStacks: ['Figma', 'TypeScript', 'React', 'Tailwind CSS', 'Framer'],
      },
    }),
  );
  const items = [
    {
      type: 'career',
      title: 'Lead product designer',
      organization: 'Paywave',
      startDate: '2021-03-01',
      body: 'Led the redesign of the checkout used by two million people; conversion up 14%.',
    },
    {
      type: 'career',
      title: 'UI designer',
      organization: 'Marketly',
      startDate: '2017-06-01',
      endDate: '2021-02-01',
      body: 'Design system and seller tools.',
    },
    { type: 'skill', title: 'Design systems', body: 'Tokens, components and their documentation.' },
    {
      type: 'portfolio',
      title: 'Habitual, a habit tracker',
      url: 'https://example.com/habitual',
      startDate: '2024-01-01',
      body: 'A side project with four thousand users.',
    },
  ];
  for (const item of items) await ok(ownerApi.post('/api/profiles/me/items', { data: item }));
  await ok(
    ownerApi.put('/api/profiles/me/links', {
      data: {
        links: [
          { integration: 'github', url: 'https://github.com/jane' },
          { integration: 'figma', url: 'https://figma.com/@jane' },
        ],
      },
    }),
  );
  await ok(
    ownerApi.post('/api/upload/user_image', {
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: makePng(160, 160) } },
    }),
  );
  await ok(
    ownerApi.post('/api/upload/user_background', {
      multipart: { file: { name: 'background.png', mimeType: 'image/png', buffer: makePng(640, 160) } },
    }),
  );
  await ok(visitorApi.post(`/api/profiles/${owner.no}/follow`));
  // Reviews are for people who worked together: the visitor joins the owner's project first.
  await teamUp(ownerApi, visitorApi);
  await ok(
    visitorApi.put(`/api/profiles/${owner.no}/review`, {
      data: {
        rating: 5,
        body: 'Turned our vague idea into a clickable prototype in a weekend. Clear, kind and fast.',
      },
    }),
  );
  return { owner, visitor };
}

/**
 * Makes two members teammates through the API (a project of the leader's, applied to and
 * approved), since only people who worked together may review each other (F3.4).
 */
export async function teamUp(leaderApi: APIRequestContext, memberApi: APIRequestContext): Promise<number> {
  const created = await leaderApi.post('/api/projects', {
    data: {
      name: `Checkout redesign ${uniqueSuffix().slice(0, 4)}`,
      summary: 'A calmer checkout in one line.',
      description: 'A redesign of a checkout, written for the test.',
      platforms: ['01'],
      workStyle: '01',
      meetingMode: '01',
      region: 'KR00',
      techStacks: [],
      positions: [{ jobCode: '0406', headcount: 1, skillLevel: '02', description: '' }],
      questions: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { no: projectNo } = (await created.json()) as { no: number };
  const published = await leaderApi.post(`/api/projects/${projectNo}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  const [position] = ((await published.json()) as { positions: Array<{ id: number }> }).positions;
  const applied = await memberApi.post(`/api/projects/${projectNo}/positions/${position?.id}/applications`, {
    data: { answers: [] },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: number };
  const approved = await leaderApi.post(`/api/applications/${applicationId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  return projectNo;
}
