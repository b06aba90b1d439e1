import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * A request must arrive whole within REQUEST_TIMEOUT_MS: a client that sends its headers and then
 * trickles the body (or the headers) a byte at a time is answered 408 and its connection closed,
 * instead of holding a connection open for as long as it likes.
 */
const TIMEOUT_MS = 400;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

type Ending = { response: string; closed: boolean; afterMs: number };

/** Writes `head`, then one byte of `trickle` every `everyMs` until the server answers or closes. */
function trickle(head: string, drip: string, everyMs: number, giveUpMs: number): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    function finish(closed: boolean) {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ response, closed, afterMs: Date.now() - started });
    }
    // The drip starts once the head is written, so it cannot overtake it on a slow machine.
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] as string);
      }, everyMs);
    });
    socket.on('data', (chunk) => {
      response += chunk.toString();
    });
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') finish(true);
      else reject(error);
    });
  });
}

describe('request time-out', () => {
  it('cuts off a body that trickles in: 408, connection closed', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'a slow password' });
    const head = [
      'POST /api/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const ending = await trickle(head, body, 200, 20_000);
    expect(ending.closed).toBe(true);
    expect(ending.response).toMatch(/^HTTP\/1\.1 408 /);
    // Long before the body would have been whole (about 12 s at this pace).
    expect(ending.afterMs).toBeLessThan(6_000);
  });

  it('cuts off headers that trickle in', async () => {
    const head = 'GET /api/health HTTP/1.1\r\n';
    const ending = await trickle(head, 'X-Slow: 1234567890123456789012345678901234567890\r\n', 200, 20_000);
    expect(ending.closed).toBe(true);
    expect(ending.response === '' || /^HTTP\/1\.1 408 /.test(ending.response)).toBe(true);
    expect(ending.afterMs).toBeLessThan(6_000);
  });

  it('still serves a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});
