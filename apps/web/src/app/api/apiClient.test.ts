// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES, ZOk } from '@sidecamp/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError';
import {
  apiRequest,
  apiUpload,
  loadDomainSchemas,
  setContractDriftListener,
  setUnauthenticatedListener,
} from './apiClient';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Answer = { status: number; body: string; type?: string };

/** A real HTTP server standing in for the API: each test says what it answers and reads what it got. */
let server: Server;
let origin: string;
let answer: Answer;
let received: Received[];

function json(status: number, value: unknown): Answer {
  return { status, body: JSON.stringify(value) };
}

function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json' });
    response.end(answer.body);
  });
}

const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  answer = json(200, { ok: true });
  // The page calls /api on its own origin; here that origin is the test server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(`${origin}${input}`, init));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedListener(null);
});

const ZRoomName = z.object({ roomId: z.string(), name: z.string() });

describe('apiRequest: answers', () => {
  it('GETs under /api and returns the answer parsed by its schema', async () => {
    answer = json(200, { roomId: '7', name: 'Team', extra: 'dropped' });
    await expect(apiRequest('/chat/rooms/7', { schema: ZRoomName })).resolves.toEqual({
      roomId: '7',
      name: 'Team',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/chat/rooms/7', body: '' });
    expect(received[0]?.headers.accept).toBe('application/json');
    expect(received[0]?.headers['content-type']).toBeUndefined();
  });

  it('POSTs a body as JSON, with the extra headers given', async () => {
    await apiRequest('/points/spend', {
      body: { amount: 5 },
      schema: ZOk,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(received[0]).toMatchObject({ method: 'POST', body: '{"amount":5}' });
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers['idempotency-key']).toBe('key-1');
  });

  it('uses the method it is given', async () => {
    await apiRequest('/projects/1', { method: 'DELETE', schema: ZOk });
    expect(received[0]?.method).toBe('DELETE');
  });

  it('sends the session cookie with every call', async () => {
    const spy = vi.fn((input: string, init?: RequestInit) => realFetch(`${origin}${input}`, init));
    vi.stubGlobal('fetch', spy);
    await apiRequest('/auth/session', { body: {}, schema: ZOk });
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('reports an answer that breaks the contract as INVALID_RESPONSE', async () => {
    answer = json(200, { roomId: 7 });
    const error = await apiRequest('/chat/rooms/7', { schema: ZRoomName }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('reports an empty or non-JSON success as INVALID_RESPONSE', async () => {
    answer = { status: 200, body: '' };
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    answer = { status: 200, body: '<html>', type: 'text/html' };
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('apiRequest: failures', () => {
  it("turns the error envelope into an ApiError with the server's code, message and request id", async () => {
    answer = json(409, { error: { code: 'POSITION_FULL', message: 'No seats left.', requestId: 'req-1' } });
    const error = await apiRequest('/x', { schema: ZOk }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'POSITION_FULL',
      message: 'No seats left.',
      status: 409,
      requestId: 'req-1',
    });
  });

  it('keeps the well-formed field issues of a VALIDATION_FAILED', async () => {
    answer = json(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Check the fields.',
        details: [
          { field: 'name', message: 'Too short.' },
          { field: 3 },
          'junk',
          { field: 'links.0.url', message: 'Bad.' },
        ],
      },
    });
    const error = (await apiRequest('/x', { schema: ZOk }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.fields).toEqual([
      { field: 'name', message: 'Too short.' },
      { field: 'links.0.url', message: 'Bad.' },
    ]);
    expect(error.fieldMessage('name')).toBe('Too short.');
    expect(error.fieldMessage('summary')).toBeUndefined();
  });

  it('ignores details on other codes', async () => {
    answer = json(409, {
      error: { code: 'CONFLICT', message: 'No.', details: [{ field: 'name', message: 'x' }] },
    });
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({ code: 'CONFLICT', fields: [] });
  });

  it("uses the code's standard message when the envelope has none", async () => {
    answer = json(404, { error: { code: 'NOT_FOUND' } });
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: ERROR_MESSAGES.NOT_FOUND,
    });
  });

  it('reads a proxy or crash page by its status: 5xx is SERVICE_UNAVAILABLE, 4xx BAD_REQUEST', async () => {
    answer = { status: 502, body: '<h1>Bad gateway</h1>', type: 'text/html' };
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 502,
    });
    answer = { status: 404, body: 'Not here', type: 'text/plain' };
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 404,
    });
  });

  it('does not trust an envelope with a code it does not know', async () => {
    answer = json(500, { error: { code: 'TOTALLY_NEW', message: 'internal detail' } });
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
    });
  });

  it('tells the session listener about a 401 UNAUTHENTICATED, and only about that', async () => {
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    answer = json(403, { error: { code: 'FORBIDDEN', message: 'No.' } });
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
    answer = json(401, { error: { code: 'UNAUTHENTICATED', message: 'Log in.' } });
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('reports a server that cannot be reached as NETWORK_ERROR with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      realFetch(`http://127.0.0.1:${port}${input}`, init),
    );
    await expect(apiRequest('/x', { schema: ZOk })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('lets an aborted call fail as the abort, not as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await apiRequest('/x', { schema: ZOk, signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

// In this order on purpose: the first test runs before the schemas are loaded, the second after.
describe('apiRequest: a contract named by its schema in the domain', () => {
  it('before the schemas have loaded: answers at once, without asking for them, and reports an answer that broke the contract once they arrive', async () => {
    const drifted = vi.fn();
    setContractDriftListener(drifted);
    answer = json(200, { ok: 'yes' });
    const result = await apiRequest('/thing', { schema: 'ZOk' });
    expect(result).toEqual({ ok: 'yes' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drifted).not.toHaveBeenCalled();
    await loadDomainSchemas();
    expect(drifted).toHaveBeenCalledWith('/thing');
    setContractDriftListener(null);
  });

  it('once the schemas have loaded: parses before answering, as a schema does', async () => {
    answer = json(200, { ok: true, extra: 1 });
    expect(await apiRequest('/thing', { schema: 'ZOk' })).toEqual({ ok: true });
    answer = json(200, { ok: 'yes' });
    await expect(apiRequest('/thing', { schema: 'ZOk' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('apiUpload', () => {
  it('POSTs the file as multipart/form-data in the field "file"', async () => {
    answer = json(200, { id: 'upload-1' });
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await expect(apiUpload('/uploads', file, { schema: z.object({ id: z.string() }) })).resolves.toEqual({
      id: 'upload-1',
    });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="file"; filename="note.txt"');
    expect(request?.body).toContain('hello');
  });
});
