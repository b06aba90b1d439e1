import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TIdeaReport, ZIdeaAnalysis } from '@sidecamp/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { answer, completion } from './blueprint.openai.testing';

/*
 * The OpenAI-compatible provider against a small local fake of the chat completions API: a valid
 * answer, a repaired one, and every failure path (malformed twice, 429, 500, a time-out), each
 * falling back to the offline report with the reason in meta.failure and no credit spent.
 */

type Reply = { status: number; body?: unknown; hang?: boolean };
type Seen = { authorization: string | undefined; body: Record<string, unknown> };

let replies: Reply[] = [];
let seen: Seen[] = [];
let fake: Server;
let t: TestApp;
const hanging = new Set<ServerResponse>();

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    seen.push({ authorization: request.headers.authorization, body });
    const reply = replies.shift() ?? { status: 500, body: { error: { message: 'no reply planned' } } };
    if (reply.hang) {
      hanging.add(response);
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body ?? {}));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({
    ...RELAXED_RATE_LIMITS,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '400',
  });
});

afterAll(async () => {
  await t?.close();
  for (const response of hanging) response.destroy();
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

beforeEach(() => {
  replies = [];
  seen = [];
});

const IDEA = {
  title: 'Shift Swap',
  text: 'An app for nurses to swap hospital shifts. It is hard to find cover at short notice. Nurses post a shift and colleagues can claim it; the ward manager approves the swap.',
  category: '08',
};

let keyCounter = 0;
const analyse = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/blueprint/analyses',
    payload: IDEA,
    headers: { cookie, 'idempotency-key': `openai-${Date.now()}-${keyCounter++}` },
  });

let twinPath = '';
beforeAll(async () => {
  const text = 'Nurses swap hospital shifts and claim open shifts; the ward manager approves.';
  const { no } = await publishedProject(t, {
    project: { name: 'Ward Shift Swap', summary: text, description: text, techStacks: [], questions: [] },
    positions: [],
  });
  twinPath = `/projects/${no}`;
});

async function analysed(): Promise<{ report: TIdeaReport; creditsLeft: number | null; cookie: string }> {
  const member = await registerUser(t.app);
  const res = await analyse(member.cookie);
  expect(res.statusCode, res.body).toBe(201);
  const analysis = ZIdeaAnalysis.parse(res.json());
  return { report: analysis.report, creditsLeft: analysis.creditsLeft, cookie: member.cookie };
}

async function creditsUsed(cookie: string): Promise<number> {
  const summary = await t.app.inject({ method: 'GET', url: '/api/points/summary', headers: { cookie } });
  return summary.json().plan.creditsUsed;
}

/** Every written item of a model report says it came from the model. */
function writtenSources(report: TIdeaReport): string[] {
  const lists = [
    ...Object.values(report.specification),
    ...Object.values(report.frameworks.leanCanvas),
    ...Object.values(report.frameworks.swot),
    ...Object.values(report.frameworks.businessModelCanvas),
    report.market.notes,
  ];
  return [...new Set(lists.flat().map((item) => item.source.kind))];
}

describe('the OpenAI-compatible idea provider', () => {
  it('uses a valid answer: real competitors only, measured parts kept, every written item from the model', async () => {
    replies = [
      completion(
        answer([
          { path: twinPath, differences: ['It has no manager approval step'] },
          { path: '/projects/999999', differences: ['Invented by the model'] },
        ]),
      ),
    ];
    const { report, creditsLeft, cookie } = await analysed();
    expect(report.meta).toMatchObject({
      provider: 'openai-compatible',
      model: 'fake-model',
      failure: null,
    });
    expect(report.meta.assumptions.join(' ')).toMatch(/1 competitor not found on the platform/);
    expect(report.competitors[0]).toMatchObject({
      path: twinPath,
      name: 'Ward Shift Swap',
      differences: ['It has no manager approval step'],
    });
    expect(report.competitors.map((competitor) => competitor.path)).not.toContain('/projects/999999');
    // A blank line from the model is dropped, not refused; what jsonb cannot store is removed.
    expect(report.specification.mvpFeatures.map((item) => item.text)).toEqual([
      'Post a shift',
      'Claim a shift',
      'Manager approval\ufffd',
    ]);
    expect(writtenSources(report)).toEqual(['model']);
    expect(report.market.assumptions[0]).toMatchObject({ assumption: true, source: { kind: 'model' } });
    expect(report.logo.svg).toContain('<svg');
    expect(report.axes).toHaveLength(8);
    expect(creditsLeft).toBe(4);
    expect(await creditsUsed(cookie)).toBe(1);

    // What the server sent: the model, the key, the schema with the real paths, the competitor named.
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body).toMatchObject({
      model: 'fake-model',
      response_format: { type: 'json_schema', json_schema: { name: 'idea_report', strict: true } },
    });
    expect(JSON.stringify(request?.body.response_format)).toContain(`"enum":["${twinPath}"]`);
    expect(JSON.stringify(request?.body.response_format)).not.toMatch(
      /minLength|maxLength|maxItems|\$schema/,
    );
    expect(JSON.stringify(request?.body.messages)).toContain('Ward Shift Swap');
  });

  it('replays a retried request (same Idempotency-Key) without asking the model again', async () => {
    replies = [completion(answer([]))];
    const member = await registerUser(t.app);
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/blueprint/analyses',
        payload: IDEA,
        headers: { cookie: member.cookie, 'idempotency-key': `openai-retry-${member.no}` },
      });
    const first = await request();
    expect(first.statusCode, first.body).toBe(201);
    const again = await request();
    expect(again.json()).toEqual(first.json());
    expect(seen).toHaveLength(1);
    expect(await creditsUsed(member.cookie)).toBe(1);
  });

  it('repairs a malformed answer once, sending the problem back', async () => {
    replies = [completion('{"specification": {'), completion(answer([]))];
    const { report } = await analysed();
    expect(report.meta).toMatchObject({ provider: 'openai-compatible', failure: null });
    expect(seen).toHaveLength(2);
    const repair = JSON.stringify(seen[1]?.body.messages);
    expect(repair).toContain('not valid JSON');
    expect(repair).toContain('{\\"specification\\": {');
  });

  it('repairs an answer that breaks the schema', async () => {
    replies = [completion(JSON.stringify({ specification: {} })), completion(answer([]))];
    const { report } = await analysed();
    expect(report.meta.provider).toBe('openai-compatible');
    expect(JSON.stringify(seen[1]?.body.messages)).toContain('did not follow the schema');
  });

  it('falls back to the offline report, free of charge, when the answer is malformed twice', async () => {
    replies = [completion('not json'), completion('still {not json')];
    const { report, creditsLeft, cookie } = await analysed();
    expect(seen).toHaveLength(2);
    expect(report.meta).toMatchObject({ provider: 'offline', model: null });
    expect(report.meta.failure).toMatch(
      /^The language model \(fake-model\) was not used, so this is the built-in offline analysis: its answer could not be used: the answer was not valid JSON/,
    );
    expect(report.competitors[0]?.path).toBe(twinPath);
    expect(writtenSources(report)).not.toContain('model');
    expect(creditsLeft).toBe(5);
    expect(await creditsUsed(cookie)).toBe(0);
  });

  it('falls back on 429 and on 500 without retrying', async () => {
    replies = [{ status: 429, body: { error: { message: 'Rate limit reached', type: 'requests' } } }];
    const busy = await analysed();
    expect(seen).toHaveLength(1);
    expect(busy.report.meta.provider).toBe('offline');
    expect(busy.report.meta.failure).toMatch(/HTTP 429, too many requests/);
    expect(busy.creditsLeft).toBe(5);

    seen = [];
    replies = [{ status: 500, body: { error: { message: 'boom' } } }];
    const broken = await analysed();
    expect(seen).toHaveLength(1);
    expect(broken.report.meta.failure).toMatch(/its server had an error \(HTTP 500\)/);
    expect(broken.creditsLeft).toBe(5);
  });

  it('falls back when the model does not answer in AI_TIMEOUT_MS', async () => {
    replies = [{ status: 200, hang: true }];
    const started = Date.now();
    const { report, creditsLeft } = await analysed();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(report.meta.provider).toBe('offline');
    expect(report.meta.failure).toMatch(/did not answer within 0.4 seconds/);
    expect(creditsLeft).toBe(5);
  });
});
