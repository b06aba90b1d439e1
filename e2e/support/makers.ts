import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { presetConsent, waitForLivePages } from './fixtures';

/** A member with a browser of their own: its cookie jar holds the session the API registration set. */
export type Maker = {
  no: number;
  nickname: string;
  email: string;
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
};

/** Letters and digits that keep names unique across tests, workers and runs. */
export function unique(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;
}

type Profile = {
  nickname?: string;
  mainJobDetail?: string;
  subJobDetail?: string | null;
  skillLevel?: string;
  region?: string;
  techStacks?: string[];
  visitPurpose?: string;
};

/**
 * Registers a member through the API inside a fresh browser context, so the context is logged in
 * by the session cookie the registration answered with; then fills the profile fields the test
 * needs. Each test builds its own members (no shared fixtures).
 */
export async function newMaker(browser: Browser, profile: Profile = {}): Promise<Maker> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  await presetConsent(context, { analytics: false, ads: false });
  const api = context.request;
  const suffix = unique();
  const nickname = profile.nickname ?? `mk${suffix}`;
  const email = `maker.${suffix}@example.com`;
  const registered = await api.post('/api/auth/register', {
    data: {
      email,
      password: 'correct horse battery',
      nickname,
      mainJobDetail: profile.mainJobDetail ?? '0406',
      occupationStatus: '01',
      visitPurpose: profile.visitPurpose ?? '01',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { no: number } };
  const extra = {
    ...(profile.subJobDetail !== undefined ? { subJobDetail: profile.subJobDetail } : {}),
    ...(profile.skillLevel ? { skillLevel: profile.skillLevel } : {}),
    ...(profile.region ? { region: profile.region } : {}),
    ...(profile.techStacks ? { techStacks: profile.techStacks } : {}),
  };
  if (Object.keys(extra).length > 0) {
    const updated = await api.patch('/api/profiles/me', { data: extra });
    expect(updated.status(), await updated.text()).toBe(200);
  }
  const page = await context.newPage();
  waitForLivePages(page);
  return { no: user.no, nickname, email, context, page, api };
}

type ProjectInput = {
  name: string;
  positions?: { jobCode: string; headcount: number; skillLevel: string }[];
  questions?: string[];
  techStacks?: string[];
};

/** A published project made through the API, for tests whose subject is not the wizard. */
export async function publishedProject(api: APIRequestContext, input: ProjectInput): Promise<number> {
  const created = await api.post('/api/projects', {
    data: {
      name: input.name,
      summary: `${input.name} in one line.`,
      description: `What ${input.name} is about, written for the test.`,
      platforms: ['01'],
      workStyle: '01',
      meetingMode: '01',
      region: 'KR00',
      techStacks: input.techStacks ?? [],
      positions: (input.positions ?? []).map((position) => ({ ...position, description: '' })),
      questions: input.questions ?? [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { no } = (await created.json()) as { no: number };
  const published = await api.post(`/api/projects/${no}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return no;
}

/** A booth made from a published project of `leader`, published; answers its id and project. */
export async function publishedBooth(
  leader: Maker,
  name: string,
): Promise<{ id: number; projectNo: number }> {
  const projectNo = await publishedProject(leader.api, { name: `${name} project` });
  const created = await leader.api.post('/api/booths', {
    data: {
      projectNo,
      name,
      tagline: 'Tide tables for small harbours, offline.',
      intro: 'A booth whose header has to stay readable beside its buttons.',
      serviceCategory: '16',
      industry: '08',
      platforms: ['01'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await leader.api.post(`/api/booths/${id}/publish`)).status()).toBe(200);
  return { id, projectNo };
}
