import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MODEL_ANSWER_MAX_TOKENS, MODEL_LINE_MAX, MODEL_LIST_MAX, ZIdeaAnalysis } from '@sidecamp/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { answer, answerObject, completion } from './blueprint.openai.testing';

/*
 * Model answers are bounded (issue 30, item 4): a 30 MB answer is cut off after the byte cap
 * without holding the event loop, an answer that trickles in is given up at AI_TIMEOUT_MS, the
 * request asks for at most MODEL_ANSWER_MAX_TOKENS, and every string and list of the answer has a
 * length limit (a longer line is cut at a word, a longer list at its limit).
 */

type Reply = { kind: 'json'; body: unknown } | { kind: 'huge' } | { kind: 'trickle' };

let replies: Reply[] = [];
let seen: Record<string, unknown>[] = [];
let fake: Server;
let t: TestApp;
const open = new Set<ServerResponse>();

/** A completion of about 30 MB: 300,000 lines of 100 characters each. */
function hugeCompletion(): Buffer {
  const huge = answerObject([]);
  const line = `Nurses swap shifts ${'é'.repeat(20)} ${'x'.repeat(58)}`;
  huge.specification.mvpFeatures = Array.from({ length: 300_000 }, () => line);
  return Buffer.from(JSON.stringify(completion(JSON.stringify(huge)).body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** Writes the body in 64 KB chunks without a length, as a streaming server would. */
function writeChunked(response: ServerResponse, body: Buffer, from = 0) {
  let offset = from;
  while (offset < body.length) {
    const more = response.write(body.subarray(offset, offset + 65_536));
    offset += 65_536;
    if (!more) {
      response.once('drain', () => writeChunked(response, body, offset));
      return;
    }
  }
  response.end();
}

beforeAll(async () => {
  const huge = hugeCompletion();
  fake = createServer(async (request, response) => {
    seen.push(JSON.parse(await readBody(request)) as Record<string, unknown>);
    response.on('error', () => undefined);
    open.add(response);
    const reply = replies.shift() ?? { kind: 'json', body: { error: { message: 'no reply planned' } } };
    response.writeHead(200, { 'content-type': 'application/json' });
    if (reply.kind === 'json') response.end(JSON.stringify(reply.body));
    else if (reply.kind === 'huge') writeChunked(response, huge);
    else {
      // The headers at once, then a byte every 100 ms: never done.
      response.write('{"id":"chatcmpl-slow",');
      const timer = setInterval(() => response.write(' '), 100);
      response.on('close', () => clearInterval(timer));
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({
    ...RELAXED_RATE_LIMITS,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await t?.close();
  for (const response of open) response.destroy();
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

beforeEach(() => {
  replies = [];
  seen = [];
});

let keyCounter = 0;
async function analyse(member?: { cookie: string }) {
  const { cookie } = member ?? (await registerUser(t.app));
  return t.app.inject({
    method: 'POST',
    url: '/api/blueprint/analyses',
    payload: {
      title: 'Shift Swap',
      text: 'An app for nurses to swap hospital shifts. Nurses post a shift and colleagues can claim it.',
      category: '08',
    },
    headers: { cookie, 'idempotency-key': `bounds-${keyCounter++}` },
  });
}

describe('model answers are bounded', () => {
  it('cuts a 30 MB answer off at the byte cap, without blocking the event loop, and stores none of it', async () => {
    // A first analysis warms the path up (schemas compiled, code optimised), so the one measured
    // is the huge answer's own cost.
    replies = [{ kind: 'json', body: completion(answer([])).body }, { kind: 'huge' }];
    const member = await registerUser(t.app);
    expect((await analyse(member)).statusCode).toBe(201);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = Date.now();
    const res = await analyse(member);
    delay.disable();
    expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
    // Before the cap, the whole answer was parsed, cleaned one character at a time and stored:
    // the event loop stood still for seconds.
    expect(delay.max / 1e6).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.body.length).toBeLessThan(200_000);
    const { report } = ZIdeaAnalysis.parse(res.json());
    expect(report.meta.provider).toBe('offline');
    expect(report.meta.failure).toMatch(/its answer was larger than 1 MB/);
    expect(seen).toHaveLength(2);
  }, 120_000);

  it('gives up an answer that trickles in at AI_TIMEOUT_MS, headers or not', async () => {
    replies = [{ kind: 'trickle' }];
    const started = Date.now();
    const res = await analyse();
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(8_000);
    const { report } = ZIdeaAnalysis.parse(res.json());
    expect(report.meta.provider).toBe('offline');
    expect(report.meta.failure).toMatch(/did not answer within 2 seconds/);
  }, 30_000);

  it('asks for at most MODEL_ANSWER_MAX_TOKENS and states the limits in the prompt', async () => {
    replies = [{ kind: 'json', body: completion(answer([])).body }];
    const res = await analyse();
    expect(res.statusCode, res.body).toBe(201);
    expect(ZIdeaAnalysis.parse(res.json()).report.meta.provider).toBe('openai-compatible');
    expect(seen[0]?.max_tokens).toBe(MODEL_ANSWER_MAX_TOKENS);
    const prompt = JSON.stringify(seen[0]?.messages);
    expect(prompt).toContain(`under ${MODEL_LINE_MAX} characters`);
    expect(prompt).toContain(`at most ${MODEL_LIST_MAX} lines`);
  });

  it('cuts a line over its limit at a word and a list at its limit, with no repair asked', async () => {
    const long = answerObject([]);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    long.swot.threats = [words];
    long.leanCanvas.channels = Array.from({ length: MODEL_LIST_MAX + 5 }, (_, i) => `Channel ${i}`);
    long.market.assumptions = [{ label: 'Wards', value: 'z'.repeat(MODEL_LINE_MAX * 3) }];
    replies = [{ kind: 'json', body: completion(JSON.stringify(long)).body }];

    const report = ZIdeaAnalysis.parse((await analyse()).json()).report;

    expect(seen).toHaveLength(1);
    expect(report.meta.provider).toBe('openai-compatible');
    const threat = report.frameworks.swot.threats.find((item) => item.text.startsWith('word0 '));
    expect(threat?.text.length).toBeLessThanOrEqual(MODEL_LINE_MAX);
    // Cut at a word, and marked as cut.
    expect(threat?.text).toMatch(/word\d+…$/);
    expect(words.startsWith(threat?.text.slice(0, -1) ?? '-')).toBe(true);
    const channels = report.frameworks.leanCanvas.channels.filter((item) => item.text.startsWith('Channel '));
    expect(channels.map((item) => item.text)).toEqual(
      Array.from({ length: MODEL_LIST_MAX }, (_, i) => `Channel ${i}`),
    );
    const stored = JSON.stringify(report);
    expect(stored).not.toContain('z'.repeat(MODEL_LINE_MAX));
    for (const items of Object.values(report.frameworks.leanCanvas)) {
      for (const item of items) expect(item.text.length).toBeLessThanOrEqual(MODEL_LINE_MAX);
    }
  });
});
