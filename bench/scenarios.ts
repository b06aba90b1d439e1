import { type AlarmReader, alarmReader, startAlarmSidecamp } from './lib/alarmsDatabase';
import { boothRankingPlan, startBoothSidecamp, startBoothSidecampUncached } from './lib/boothDatabase';
import { startCampaignSidecamp } from './lib/campaignsDatabase';
import type { BenchDatabase, FilledServer } from './lib/databases';
import { startHubSidecamp } from './lib/hubDatabase';
import { followingReader, startLoungeSidecamp } from './lib/loungeDatabase';
import { type MainScreensData, readerCookie } from './lib/mainScreens';
import { busyMember } from './lib/workspaceData';

/**
 * What `npm run bench` measures against Sidecamp. Each later feature adds its scenarios here
 * (a hub query, a chat burst ...); the baseline column compares like with like where one exists.
 */
export type ScenarioContext = {
  baseUrl: string;
  /** The database this pass measures. */
  database: BenchDatabase;
  /** Who reads the main screens on the pass's shared server, and the team, room and wallet they open. */
  data: MainScreensData;
  /** The scenario's own server, when it brought one. */
  server?: FilledServer;
};

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  /** The path, or how to make it from the main screens' data (a project number, a room id). */
  path: string | ((data: MainScreensData) => string);
  body?: unknown;
  /** Concurrent connections; the run's default when unset. */
  connections?: number;
  /** Prepares state through the public API (e.g. an account) and returns request headers. */
  setup?: (context: ScenarioContext) => Promise<Record<string, string>>;
  /** Compared with the bare Fastify baseline's same path at the same concurrency. */
  baselinePath?: string;
  /**
   * Runs against a Sidecamp of its own (e.g. on a database filled for this scenario) instead of
   * the shared one; it is stopped after the scenario.
   */
  server?: (port: number, database: BenchDatabase) => Promise<FilledServer>;
};

/** What a browser sends for a page and for the page's data; both may be compressed. */
const VISITOR_PAGE = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const VISITOR_JSON = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/** A public page from the visitors' cache, and the JSON API call that gives its first data. */
const publicPage = (
  name: string,
  page: (data: MainScreensData) => string,
  json: (data: MainScreensData) => string,
): Scenario[] => [
  {
    name: `public page: ${name}, its JSON, visitor, 50 connections`,
    method: 'GET',
    path: json,
    connections: 50,
    setup: async () => VISITOR_JSON,
  },
  {
    name: `public page: ${name}, the page (cached), visitor, 50 connections`,
    method: 'GET',
    path: page,
    connections: 50,
    setup: async () => VISITOR_PAGE,
    baselinePath: '/api/health',
  },
];

/** The reader's session, logged in once per server (argon2 makes each login cost a few ms of CPU). */
const readerSessions = new WeakMap<MainScreensData, Promise<Record<string, string>>>();
const asReader = ({ baseUrl, data }: ScenarioContext) => {
  let session = readerSessions.get(data);
  if (!session) {
    session = readerCookie(baseUrl, data);
    readerSessions.set(data, session);
  }
  return session;
};

/**
 * Issue 16: every GET a main screen sends on first paint (found in apps/web's api calls), read by
 * the team leader of the main-screens data set, at 50 connections. Target on PostgreSQL: p99 < 50 ms.
 */
const screen = (name: string, path: Scenario['path']): Scenario => ({
  name: `screen: ${name}`,
  method: 'GET',
  path,
  connections: 50,
  setup: asReader,
  baselinePath: '/api/health',
});

const MAIN_SCREENS: readonly Scenario[] = [
  screen('hub, first page (GET /api/projects?limit=12)', '/api/projects?limit=12'),
  screen('hub, boosted row (GET /api/projects/boosted)', '/api/projects/boosted'),
  screen('hub, recommended row (GET /api/projects/recommended)', '/api/projects/recommended?limit=6'),
  screen('project view (GET /api/projects/:no)', (data) => `/api/projects/${data.projectNo}`),
  screen('profile (GET /api/profiles/:no)', (data) => `/api/profiles/${data.userNo}`),
  screen(
    'profile, activity (GET /api/profiles/:no/activity)',
    (data) => `/api/profiles/${data.userNo}/activity`,
  ),
  screen(
    'profile, reviews (GET /api/profiles/:no/reviews)',
    (data) => `/api/profiles/${data.userNo}/reviews?limit=5`,
  ),
  screen('to-do panel (GET /api/me/todos)', '/api/me/todos'),
  screen(
    'workspace board, tasks (GET /api/projects/:no/tasks)',
    (data) => `/api/projects/${data.projectNo}/tasks`,
  ),
  screen(
    'workspace board, goals (GET /api/projects/:no/goals)',
    (data) => `/api/projects/${data.projectNo}/goals`,
  ),
  screen('chat, room list (GET /api/chat/rooms)', '/api/chat/rooms'),
  screen(
    "chat, a room's messages (GET /api/chat/rooms/:id/messages)",
    (data) => `/api/chat/rooms/${data.roomId}/messages?limit=50`,
  ),
  screen('lounge feed (GET /api/lounge/feed)', '/api/lounge/feed?limit=20'),
  screen('lounge side panels (GET /api/lounge/side)', '/api/lounge/side'),
  screen('wallet, balance (GET /api/points/summary)', '/api/points/summary'),
  screen('wallet, ledger page (GET /api/points/history)', '/api/points/history?limit=20'),
  screen('quests (GET /api/quests/week)', '/api/quests/week'),
  // Issue 17's screens: the showcase's two rows, a booth page and what it loads first.
  screen('booths overview, new (GET /api/booths?sort=new)', '/api/booths?sort=new&limit=6'),
  screen('booths overview, best (GET /api/booths?sort=best)', '/api/booths?sort=best&limit=6'),
  screen('booth page (GET /api/booths/:id)', (data) => `/api/booths/${data.boothId}`),
  screen(
    'booth page, supporters (GET /api/booths/:id/supporters)',
    (data) => `/api/booths/${data.boothId}/supporters?limit=10`,
  ),
  screen(
    'booth page, build progress (GET /api/booths/:id/progress)',
    (data) => `/api/booths/${data.boothId}/progress`,
  ),
];

/**
 * Issue 19: the alarm centre's two reads (the bell's unread counts, and the list's first page with
 * them) among 10,000,000 notifications for 100,000 people, at
 * 50 connections; target on PostgreSQL: p99 < 50 ms. The readers' first scenarios print the plans
 * of every statement both reads run for them (EXPLAIN ANALYZE, BUFFERS).
 */
const alarmCentre = (name: string, path: string, reader: AlarmReader, plans = false): Scenario => ({
  name: `alarm centre: ${name}`,
  method: 'GET',
  path,
  connections: 50,
  server: startAlarmSidecamp,
  setup: alarmReader(reader, plans),
  baselinePath: '/api/health',
});

const ALARM_CENTRE: readonly Scenario[] = [
  alarmCentre('unread count, heavy reader, GET /api/alarms/unread', '/api/alarms/unread', 'heavy', true),
  alarmCentre('first page, heavy reader, GET /api/alarms', '/api/alarms', 'heavy'),
  alarmCentre('unread count, typical reader, GET /api/alarms/unread', '/api/alarms/unread', 'typical'),
  alarmCentre('first page, typical reader, GET /api/alarms', '/api/alarms', 'typical'),
  alarmCentre(
    'unread count, heavy reader who opens each one, GET /api/alarms/unread',
    '/api/alarms/unread',
    'oneByOne',
    true,
  ),
];

/**
 * Issue 20: the quote a sender sees while composing a campaign (asked again 300 ms after each change
 * of targets), counting who matches and who takes campaigns on the channel among 100,000 members on
 * PostgreSQL, at 10 connections: one job, one whole job group, and everyone by e-mail.
 */
const campaignQuote = (name: string, body: unknown): Scenario => ({
  name: `campaign quote: ${name}, POST /api/campaigns/quote`,
  method: 'POST',
  path: '/api/campaigns/quote',
  body,
  connections: 10,
  server: startCampaignSidecamp,
  setup: (context) => loggedInCookie(context),
  baselinePath: '/api/health',
});

const CAMPAIGN_QUOTES: readonly Scenario[] = [
  campaignQuote('one job, Web frontend, in-app', { type: '02', channel: '01', jobTargets: ['0403'] }),
  campaignQuote('the Engineering group, in-app', { type: '02', channel: '01', jobTargets: ['04'] }),
  campaignQuote('everyone, by e-mail', { type: '01', channel: '03', jobTargets: ['00'] }),
  campaignQuote('one job in one region, in-app', {
    type: '04',
    channel: '01',
    jobTargets: ['0403'],
    region: 'KR05',
  }),
];

/** Registers a fresh account through the API and answers with its session cookie. */
async function loggedInCookie({ baseUrl }: ScenarioContext): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${Date.now()}@example.com`,
      password: 'bench password 123',
      nickname: `bench${Date.now() % 1_000_000}`,
      mainJobDetail: '0403',
      occupationStatus: '01',
      visitPurpose: '05',
    }),
  });
  if (response.status !== 201)
    throw new Error(`bench registration failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('bench registration set no cookie');
  return { cookie };
}

export const SCENARIOS: readonly Scenario[] = [
  ...MAIN_SCREENS,
  { name: 'health (database ping)', method: 'GET', path: '/api/health', baselinePath: '/api/health' },
  {
    name: 'session check, logged in, 50 connections',
    method: 'POST',
    path: '/api/auth/session',
    body: {},
    connections: 50,
    setup: loggedInCookie,
    baselinePath: '/api/health',
  },
  { name: 'session check, logged out', method: 'POST', path: '/api/auth/session', body: {} },
  {
    name: 'profile page data',
    method: 'GET',
    path: '/api/profiles/1',
    setup: async (context) => {
      await loggedInCookie(context);
      return {};
    },
  },
  { name: 'app page (history fallback)', method: 'GET', path: '/projects' },
  // Issue 32: a public page as a visitor without a session opens it (from the visitors' page cache)
  // beside the JSON the page is rendered from, at 50 connections; target: the page answers at least
  // half the JSON's requests per second with p99 under 50 ms.
  ...publicPage(
    'booth',
    (data) => `/booths/${data.boothId}`,
    (data) => `/api/booths/${data.boothId}`,
  ),
  ...publicPage(
    'hub',
    () => '/projects',
    () => '/api/projects?limit=12',
  ),
  ...publicPage(
    'ranking',
    () => '/booths/ranking',
    () => '/api/booths/rankings/live?limit=50',
  ),
  {
    // Issue 4: filtered text search over the hub at 50 connections; 100,000 projects on PostgreSQL
    // (target p99 < 50 ms).
    name: 'hub search: "garden" + recruiting + Web, newest first, 50 connections',
    method: 'GET',
    path: '/api/projects?q=garden&recruiting=true&platform=01',
    connections: 50,
    server: startHubSidecamp,
    baselinePath: '/api/health',
  },
  {
    // The same search with the hub cache off: every request runs the query on the database. The
    // scenario above repeats one query, so after its first request it measures the cache; this one
    // measures the query itself.
    name: 'hub search, cache off: the same query, each request on the database, 50 connections',
    method: 'GET',
    path: '/api/projects?q=garden&recruiting=true&platform=01',
    connections: 50,
    server: (port, database) => startHubSidecamp(port, database, { HUB_CACHE_SECONDS: '0' }),
    baselinePath: '/api/health',
  },
  {
    // Issue 8: the following timeline of a reader who follows 200 people, at 50 connections, over
    // 1,000,000 feed items on PostgreSQL (target p99 < 50 ms). The setup prints
    // the query plan on PostgreSQL.
    name: 'lounge timeline: following 200 people, 50 connections',
    method: 'GET',
    path: '/api/lounge/feed/following?limit=20',
    connections: 50,
    server: startLoungeSidecamp,
    setup: followingReader,
    baselinePath: '/api/health',
  },
  {
    // Issue 17: this week's live booth ranking over 100,000 booths and 10,000,000 like, support and
    // review rows on PostgreSQL (target p99 < 50 ms at 50 connections); the setup prints its plan.
    name: 'booth ranking, live: 100,000 booths, 10,000,000 rows, 50 connections',
    method: 'GET',
    path: '/api/booths/rankings/live?limit=20',
    connections: 50,
    server: startBoothSidecamp,
    setup: boothRankingPlan,
    baselinePath: '/api/health',
  },
  {
    name: "booth ranking, last week's (closed): 100,000 booths ranked, 50 connections",
    method: 'GET',
    path: '/api/booths/rankings/last-week?limit=20',
    connections: 50,
    server: startBoothSidecamp,
    baselinePath: '/api/health',
  },
  {
    // The live ranking with the answers' cache off (HUB_CACHE_SECONDS=0): each request runs the
    // ranking's statements, as right after a change empties the cache.
    name: 'booth ranking, live, cache off: 100,000 booths, 50 connections',
    method: 'GET',
    path: '/api/booths/rankings/live?limit=20',
    connections: 50,
    server: startBoothSidecampUncached,
    baselinePath: '/api/health',
  },
  {
    // Issue 5: the to-do panel of a member with 200 open tasks assigned across two projects.
    name: 'to-do panel: 200 assigned tasks in two projects, 50 connections',
    method: 'GET',
    path: '/api/me/todos',
    connections: 50,
    setup: busyMember,
    baselinePath: '/api/health',
  },
  ...ALARM_CENTRE,
  ...CAMPAIGN_QUOTES,
];
