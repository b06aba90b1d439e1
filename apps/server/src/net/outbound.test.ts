import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient, nonPublicReason, OutboundError } from '.';

/*
 * The outbound guard against real sockets: a listener on loopback counts the connections it gets,
 * so "refused" means refused before connecting, not after a handshake that already reached it.
 */

let listener: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
});

const POST = { method: 'POST', headers: {}, timeoutMs: 2_000, maxResponseBytes: 1_000 } as const;

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => new Error('the request was sent'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.1.2.3', /loopback/],
    ['10.1.2.3', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.1.1', /private/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['100.127.255.254', /carrier-grade NAT/],
    ['169.254.169.254', /link-local/],
    ['0.0.0.0', /unspecified/],
    ['255.255.255.255', /special/],
    ['224.0.0.1', /special/],
    ['192.0.2.2', /special/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fc00::1', /private/],
    ['fd00::2', /private/],
    ['fe80::1', /link-local/],
    ['::ffff:127.0.0.1', /loopback/],
    ['::ffff:7f00:1', /loopback/],
    ['[::ffff:a9fe:a9fe]', /link-local/],
    ['::ffff:10.0.0.1', /private/],
    ['64:ff9b::a00:1', /special/],
    ['2002:7f00:1::', /special/],
    ['::7f00:1', /reserved/],
    ['ff02::1', /special/],
  ])('%s is refused (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toMatch(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
  ])('%s is public', (address) => {
    expect(nonPublicReason(address)).toBeUndefined();
  });
});

describe('the outbound client', () => {
  it('refuses a name that resolves to loopback before connecting (the machine’s own name, localhost)', async () => {
    const client = createOutboundClient();
    try {
      for (const name of [hostname(), 'localhost']) {
        const error = await refusal(client.request(`https://${name}:${port}/push`, POST));
        expect(error.kind).toBe('refused');
        // The machine's own name is loopback here (/etc/hosts); on some machines it is a private address.
        expect(error.message).toMatch(/loopback|private network/);
        expect(await client.hostProblem(`https://${name}:${port}/push`)).toMatch(/loopback|private network/);
      }
      expect(connections).toBe(0);
    } finally {
      client.close();
    }
  });

  it('refuses loopback and private addresses written in the URL, IPv4 and IPv6, before connecting', async () => {
    const client = createOutboundClient();
    try {
      for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::1]', '[fd00::2]']) {
        const error = await refusal(client.request(`http://${host}:${port}/`, POST));
        expect(error.kind, host).toBe('refused');
      }
      expect(await client.hostProblem(`https://169.254.169.254/latest/meta-data/`)).toMatch(/link-local/);
      expect(connections).toBe(0);
    } finally {
      client.close();
    }
  });

  it('refuses a public-looking name whose DNS answer holds a private or loopback address', async () => {
    // A rebinding name: public at one lookup, inside the network at the next; here every answer
    // carries one inside address among public ones.
    const client = createOutboundClient({
      resolveAll: async (name) =>
        name === 'push.example'
          ? [
              { address: '93.184.215.14', family: 4 },
              { address: '127.0.0.1', family: 4 },
            ]
          : [{ address: '10.0.0.5', family: 4 }],
    });
    try {
      const loopback = await refusal(client.request(`https://push.example:${port}/x`, POST));
      expect(loopback.message).toMatch(/push\.example resolves to 127\.0\.0\.1, a loopback address/);
      const privateNet = await refusal(client.request(`http://intranet.example:${port}/x`, POST));
      expect(privateNet.message).toMatch(/10\.0\.0\.5, a private network address/);
      expect(connections).toBe(0);
    } finally {
      client.close();
    }
  });

  it('refuses other schemes', async () => {
    const client = createOutboundClient();
    try {
      expect((await refusal(client.request('file:///etc/passwd', POST))).kind).toBe('refused');
    } finally {
      client.close();
    }
  });
});

describe('the outbound client with the loopback literal allowed (tests outside production)', () => {
  let web: HttpServer;
  let base = '';
  let otherHits = 0;
  let other: HttpServer;

  beforeAll(async () => {
    other = createHttpServer((_request, response) => {
      otherHits += 1;
      response.end('reached');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    web = createHttpServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(307, { location: `http://127.0.0.1:${otherPort}/` }).end();
      } else if (request.url === '/slow') {
        // Headers at once, then one byte a while: the deadline covers the body too.
        response.writeHead(500);
        const timer = setInterval(() => response.write('x'), 100);
        response.on('close', () => clearInterval(timer));
      } else if (request.url === '/huge') {
        response.writeHead(500);
        response.end(Buffer.alloc(5_000_000, 'y'));
      } else {
        response.writeHead(201).end();
      }
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    web.closeAllConnections();
    await new Promise((resolve) => web.close(resolve));
    await new Promise((resolve) => other.close(resolve));
  });

  const allowed = { ...POST, allowLoopbackLiteral: true };

  it('reaches a literal 127.0.0.1 only, never a name resolving to it', async () => {
    const client = createOutboundClient();
    try {
      expect((await client.request(`${base}/ok`, allowed)).status).toBe(201);
      const byName = await refusal(client.request(base.replace('127.0.0.1', 'localhost'), allowed));
      expect(byName.kind).toBe('refused');
    } finally {
      client.close();
    }
  });

  it('follows no redirect, keeps a bounded part of the answer and stops at the deadline', async () => {
    const client = createOutboundClient();
    try {
      const redirected = await client.request(`${base}/redirect`, allowed);
      expect(redirected.status).toBe(307);
      expect(otherHits).toBe(0);

      const huge = await client.request(`${base}/huge`, allowed);
      expect(huge.status).toBe(500);
      expect(huge.body.length).toBe(1_000);

      const started = Date.now();
      const slow = await refusal(client.request(`${base}/slow`, { ...allowed, timeoutMs: 500 }));
      expect(slow.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      client.close();
    }
  });
});
