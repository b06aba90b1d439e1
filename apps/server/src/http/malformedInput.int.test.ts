import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sessionCheck, sessionCookieOf, type TestUser } from '../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../test/testApp';

/**
 * Every route of the OpenAPI document gets malformed path parameters, queries and bodies (huge,
 * negative and fractional numbers, 1e309, words where numbers go, very long strings, wrong types,
 * nested objects, null, arrays, unicode, NUL, an empty body, invalid JSON), logged out and logged
 * in. Whatever the input, the answer is a 4xx, never a 5xx; and a logged-out caller of a route
 * that needs a session gets 401 before its input is looked at.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
/** The methods `inject` takes (light-my-request's list, narrower than Fastify's own). */
type HTTPMethods = NonNullable<InjectOptions['method']>;
type Route = { method: HTTPMethods; path: string; op: Operation; protected: boolean };
type Probe = Omit<InjectOptions, 'headers'> & {
  method: HTTPMethods;
  url: string;
  headers?: Record<string, string>;
};

/** Values for a path or query parameter (raw, encoded when placed in the URL). */
const PARAM_VALUES = [
  '99999999999999999999999',
  '1e+23',
  '9223372036854775808',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'abc',
  '[]',
  '😀',
  '\u0000',
  'x'.repeat(300),
];
/** Raw bodies sent with `content-type: application/json` to every route that takes one. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  '1e309',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
  '\u0000',
  '{"x": "\\u0000"}',
];
/** Cursors in the server's own encodings (base64url) with values no list ever wrote. */
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const FORGED_CURSORS = [
  b64('id:99999999999999'),
  b64('id:2147483648'),
  b64('id:0'),
  b64('2030-01-01T00:00:00.000Z|99999999999999999999'),
  b64('2030-01-01T00:00:00.000Z|2147483648'),
  b64('2030-01-01T00:00:00.000Z|1e23'),
  b64('2030-01-01T00:00:00.000Z|-1'),
  b64('Tue|1'),
  b64('1|1'),
  b64('+275760-09-13T00:00:00.000Z|1'),
  b64('-271821-04-20T00:00:00.000Z|1'),
  b64('2020-02-30|1'),
];
/** The project lists' cursors name their sort; a list without a `sort` query is `mine` or `bookmarks`. */
const forgedSortCursors = (sort: string) => [
  b64(JSON.stringify({ s: sort, v: '2030-01-01', n: 1e23 })),
  b64(JSON.stringify({ s: sort, v: '2030-01-01', n: 2147483648 })),
  b64(JSON.stringify({ s: sort, v: 'Tue', n: 1 })),
  b64(JSON.stringify({ s: sort, v: '+275760-09-13', n: 1 })),
  b64(JSON.stringify({ s: sort, v: 1.5, n: 1 })),
  b64(JSON.stringify({ s: sort, v: 1e23, n: 1 })),
];
const LONG = 'x'.repeat(20_000);
const NUMBER_VALUES: unknown[] = [1e23, 2147483648, 2 ** 53, -1, 1.5, '1', 'abc', null, [1], {}];
const STRING_VALUES: unknown[] = [LONG, 'a\u0000b', '\ud800', '😀🏳️‍🌈', '', 12345, null, ['x'], { a: 'x' }];
const OTHER_VALUES: unknown[] = [null, 'x', 1e23, -1, [], {}, [null], { a: { b: { c: [] } } }];

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return branches ? branches.flatMap(typesOf) : [];
}

/** A value the schema probably accepts, so one malformed field is what the server gets to judge. */
function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return sampleOf(branch, depth + 1);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return schema.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleOf(schema.items, depth + 1);
      return Array.from({ length: schema.minItems ?? 0 }, () => item);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key], depth + 1);
      return out;
    }
    default:
      return schema.nullable ? null : undefined;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return '2030-01-01';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 8);
  const candidates = ['1', '01', '0101', 'KR01', 'abc', 'Abc1', 'a@example.com', 'https://example.com/'];
  candidates.push('x'.repeat(Math.max(min, 1)), `${'a'.repeat(Math.max(min - 1, 0))}1`);
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = undefined;
    }
    const fit = candidates.find((c) => c.length >= min && c.length <= max && (!pattern || pattern.test(c)));
    if (fit) return fit;
  }
  return 'x'.repeat(Math.min(Math.max(min, 4), max));
}

/** Bad values for one field, by the field's declared type. */
function badValuesFor(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return NUMBER_VALUES;
  if (types.includes('string')) return STRING_VALUES;
  if (types.includes('array')) return [[], Array.from({ length: 5000 }, () => 1), [null], 'x', {}, null];
  return OTHER_VALUES;
}

/** One body per malformed field (top level and one level down), every other field plausible. */
function fieldProbes(schema: JsonSchema | undefined): unknown[] {
  if (!schema?.properties) return [];
  const base = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  const bodies: unknown[] = [];
  for (const [key, property] of Object.entries(schema.properties)) {
    for (const value of badValuesFor(property)) bodies.push({ ...base, [key]: value });
    const inner = property.properties ? property : property.items?.properties ? property.items : undefined;
    if (!inner?.properties) continue;
    const innerBase = (sampleOf(inner) ?? {}) as Record<string, unknown>;
    for (const [innerKey, innerProperty] of Object.entries(inner.properties)) {
      for (const value of badValuesFor(innerProperty).slice(0, 6)) {
        const changed = { ...innerBase, [innerKey]: value };
        bodies.push({ ...base, [key]: inner === property ? changed : [changed] });
      }
    }
  }
  return bodies;
}

/** Path values that name real rows (the fixtures), so valid-looking input reaches the services. */
const knownIds: Record<string, string> = {};

function urlOf(path: string, values: Record<string, string>, query = ''): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? knownIds[name] ?? '1'),
  );
  return query ? `${filled}?${query}` : filled;
}

function probesFor(route: Route): Probe[] {
  const { method, path, op } = route;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? sampleOf(bodySchema) : undefined;
  const withBody = (probe: Probe): Probe =>
    validBody === undefined || method === 'GET' || method === 'HEAD'
      ? probe
      : { ...probe, payload: JSON.stringify(validBody), headers: { 'content-type': 'application/json' } };
  const probes: Probe[] = [];

  for (const param of pathParams) {
    for (const value of PARAM_VALUES)
      probes.push(withBody({ method, url: urlOf(path, { [param.name]: value }) }));
  }
  for (const param of queryParams) {
    const name = encodeURIComponent(param.name);
    for (const value of PARAM_VALUES) {
      probes.push(withBody({ method, url: urlOf(path, {}, `${name}=${encodeURIComponent(value)}`) }));
    }
    for (const query of [`${name}=1&${name}=2`, `${name}[a]=1`, `${name}=`, name]) {
      probes.push(withBody({ method, url: urlOf(path, {}, query) }));
    }
    if (param.name === 'cursor') {
      const sorts = queryParams.find((p) => p.name === 'sort')?.schema?.enum as string[] | undefined;
      const queries = FORGED_CURSORS.map((cursor) => `cursor=${cursor}`);
      for (const sort of sorts ?? ['mine', 'bookmarks']) {
        const tail = sorts ? `&sort=${sort}` : '';
        for (const cursor of forgedSortCursors(sort)) queries.push(`cursor=${cursor}${tail}`);
      }
      for (const query of queries) probes.push(withBody({ method, url: urlOf(path, {}, query) }));
    }
  }
  // Every query at once with plausible values, then an unknown one and a very long one.
  const plausible = queryParams
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleOf(p.schema) ?? '1'))}`)
    .join('&');
  probes.push(withBody({ method, url: urlOf(path, {}, plausible) }));
  probes.push(withBody({ method, url: urlOf(path, {}, `unknown=${'y'.repeat(5000)}`) }));

  if (method !== 'GET' && method !== 'HEAD') {
    const url = urlOf(path, {});
    for (const raw of RAW_BODIES) {
      probes.push({ method, url, payload: raw, headers: { 'content-type': 'application/json' } });
    }
    probes.push({
      method,
      url,
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    probes.push({ method, url, payload: 'plain', headers: { 'content-type': 'text/plain' } });
    probes.push({
      method,
      url,
      payload: '--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    probes.push({ method, url });
    if (bodySchema) {
      for (const body of fieldProbes(bodySchema)) {
        probes.push({
          method,
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      }
      // Numbers JSON.stringify cannot write.
      for (const [key, property] of Object.entries(bodySchema.properties ?? {})) {
        const types = typesOf(property);
        if (!types.includes('integer') && !types.includes('number')) continue;
        for (const literal of ['1e309', '-1e309', '99999999999999999999999', '1.0000000000000002']) {
          const text = JSON.stringify({ ...(validBody as object), [key]: 0 }).replace(
            new RegExp(`"${key}":0`),
            `"${key}":${literal}`,
          );
          probes.push({ method, url, payload: text, headers: { 'content-type': 'application/json' } });
        }
      }
    }
  }
  return probes;
}

async function routesOf(app: FastifyInstance): Promise<Route[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const document = res.json() as { paths: Record<string, Record<string, Operation>> };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      // The document names only methods the app routes, all of them HTTP's own.
      routes.push({
        method: method.toUpperCase() as HTTPMethods,
        path,
        op,
        protected: Boolean(op.security?.length),
      });
    }
  }
  return routes;
}

type Outcome = { route: string; probe: string; status: number; body: string };

function describeProbe(probe: Probe): string {
  const payload = typeof probe.payload === 'string' ? probe.payload : '';
  return `${probe.method} ${probe.url.slice(0, 160)}${payload ? ` body ${payload.slice(0, 160)}` : ''}`;
}

let t: TestApp;
let routes: Route[];
let owner: TestUser;
beforeAll(async () => {
  // Relaxed limits: a 429 would stand in front of the answers this test is about.
  t = await createTestApp({
    ...RELAXED_RATE_LIMITS,
    CHAT_MESSAGES_PER_10_SECONDS: '1000000',
    CHAT_MESSAGE_BURST: '1000000',
  });
  routes = await routesOf(t.app);
  owner = await registerUser(t.app);
  await createFixtures(t.app, owner);
}, 120_000);

/**
 * Rows of the logged-in caller for the path parameters to name: a project with a position, a goal,
 * a task and a question, a group, a post, an open chat with a message, a profile item and a to-do.
 */
async function createFixtures(app: FastifyInstance, user: TestUser): Promise<void> {
  const post = async (url: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  knownIds.userNo = String(user.no);
  const project = await post('/api/projects', { name: 'Malformed input' });
  knownIds.no = String(project.no);
  knownIds.projectNo = String(project.no);
  const position = await post(`/api/projects/${project.no}/positions`, {
    jobCode: '0403',
    headcount: 1,
    skillLevel: sampleOf(positionSkillLevel(routes)),
  });
  knownIds.positionId = String(position.id);
  const goal = await post(`/api/projects/${project.no}/goals`, { title: 'Ship it' });
  knownIds.goalId = String(goal.id);
  const task = await post(`/api/projects/${project.no}/tasks`, { title: 'Write it' });
  knownIds.taskId = String(task.id);
  const question = await post(`/api/projects/${project.no}/questions`, { body: 'What is it?' });
  knownIds.questionId = String(question.id);
  const group = await post('/api/groups', { kind: 'study', name: 'Fuzzers', joinPolicy: 'open' });
  knownIds.groupId = String(group.id);
  const room = await post('/api/chat/open', { name: 'Fuzz room' });
  knownIds.roomId = room._id;
  await post(`/api/chat/rooms/${room._id}/messages`, { clientId: 'fuzz-1', body: 'hello' });
  await post('/api/lounge/posts', { category: '21', body: 'A post to read' });
  await post('/api/profiles/me/items', { type: 'cover_letter', title: 'About me' });
  const todo = await post('/api/me/todos', { title: 'Survive' });
  knownIds.todoId = String(todo.id);
}

function positionSkillLevel(all: Route[]): JsonSchema | undefined {
  const route = all.find((r) => r.method === 'POST' && r.path === '/api/projects/{no}/positions');
  return route?.op.requestBody?.content?.['application/json']?.schema?.properties?.skillLevel;
}
afterAll(() => t?.close());

/**
 * The probes of a route for a caller without a session. Where the route needs one, the session check
 * answers at the request's start (auth.guard.ts moves it to onRequest), before the body is parsed
 * or anything validated, so only the address can change the answer (a segment the router refuses):
 * one probe per address, which took the logged-out pass from ~15,500 requests to a fraction.
 */
function loggedOutProbesFor(route: Route): Probe[] {
  const probes = probesFor(route);
  if (!route.protected) return probes;
  const seen = new Set<string>();
  return probes.filter((probe) => {
    const address = `${probe.method} ${probe.url}`;
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/** Sends every probe of a route; returns the answers that break the rule. */
async function sendAll(
  route: Route,
  cookie: string | undefined,
  isWrong: (status: number, body: string) => boolean,
): Promise<{ sent: number; failures: Outcome[] }> {
  const failures: Outcome[] = [];
  const probes = cookie ? probesFor(route) : loggedOutProbesFor(route);
  for (const probe of probes) {
    const headers = cookie ? { ...probe.headers, cookie } : probe.headers;
    const res = await t.app.inject({ ...probe, headers } as InjectOptions);
    if (isWrong(res.statusCode, res.body)) {
      failures.push({
        route: `${route.method} ${route.path}`,
        probe: describeProbe(probe),
        status: res.statusCode,
        body: res.body.slice(0, 300),
      });
    }
  }
  return { sent: probes.length, failures };
}

/** The owner's session again after a route ended it (log-out); a new person if the account is gone. */
async function logInAgain(user: TestUser): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return res.statusCode === 200 ? { ...user, cookie: sessionCookieOf(res) } : registerUser(t.app);
}

/** A pass takes seconds; the limit is generous so a busy, shared machine does not fail it. */
const LONG_PASS_MS = 300_000;

describe('malformed input', () => {
  let sent = 0;
  afterAll(() => {
    const guarded = routes.filter((route) => route.protected).length;
    console.info(
      `malformed input: ${sent} requests over ${routes.length} routes (${guarded} need a session)`,
    );
  });

  it('reads a document with every route, the ones that need a session marked', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => route.protected).length).toBeGreaterThan(50);
  });

  it('refuses the reported message ids the database cannot hold with 400', async () => {
    for (const query of [
      'after=99999999999999999999999',
      'before=99999999999999999999999',
      'after=1e%2B23',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/chat/rooms/${knownIds.roomId}/messages?${query}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it(
    'answers a logged-out caller 4xx, and 401 on a route that needs a session',
    async () => {
      const failures: Outcome[] = [];
      for (const route of routes) {
        const result = await sendAll(route, undefined, (status, body) => {
          // A path the router cannot match (an empty or over-long segment) never reaches the route.
          const unmatched =
            (status === 404 && body.includes('ROUTE_NOT_FOUND')) || body.includes('FST_ERR_MAX_PARAM_LENGTH');
          return status >= 500 || (route.protected && status !== 401 && !unmatched);
        });
        sent += result.sent;
        failures.push(...result.failures);
      }
      expect(failures).toEqual([]);
    },
    LONG_PASS_MS,
  );

  it(
    'answers a logged-in caller 4xx (or success), never 5xx',
    async () => {
      let user = owner;
      const failures: Outcome[] = [];
      for (const route of routes) {
        const result = await sendAll(route, user.cookie, (status) => status >= 500);
        sent += result.sent;
        failures.push(...result.failures);
        // A route may end the session (log out, delete the account, change the password).
        if (route.method !== 'GET' && !(await sessionCheck(t.app, user.cookie)).result) {
          user = await logInAgain(user);
        }
      }
      expect(failures).toEqual([]);
    },
    LONG_PASS_MS,
  );
});
