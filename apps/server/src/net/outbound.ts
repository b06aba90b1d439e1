import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopback, nonPublicReason } from './publicAddress';

/*
 * The one way the server sends a request to an address a person gave it (a push endpoint): only to
 * public internet addresses, checked on the address the socket is about to connect to (the name is
 * resolved inside the connection's own lookup, so there is no gap between the check and the
 * connection for a DNS answer to change in), one request with no redirects followed, within a
 * deadline that covers connecting, waiting and reading the answer, and at most a few bytes of the
 * answer kept. The operator's own settings (the AI provider, SMTP, S3, OpenID providers, payment
 * provider) are not a person's input and are reached directly.
 */

/** Why a request was not sent or did not finish: refused (not a public address), timeout, failed. */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly kind: 'refused' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** Resolves a name to all its addresses (dns.lookup with `all`), replaceable in tests. */
export type ResolveAll = (hostname: string, family: number) => Promise<LookupAddress[]>;

const resolveWithDns: ResolveAll = (hostname, family) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, family }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * A `lookup` for net.connect that fails when any address of the name is not public. Every address
 * is checked, not only the one connected to, so a name answering both a public and a private
 * address (or a second connection attempt by Happy Eyeballs) never reaches the private one.
 */
export function guardedLookup(resolveAll: ResolveAll = resolveWithDns): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, options.family === 4 || options.family === 6 ? options.family : 0).then(
      (addresses) => {
        const bad = addresses
          .map((entry) => ({ entry, reason: nonPublicReason(entry.address) }))
          .find(({ reason }) => reason !== undefined);
        if (bad || addresses.length === 0) {
          const error = new OutboundError(
            'refused',
            bad
              ? `${hostname} resolves to ${bad.entry.address}, ${bad.reason}; only public internet addresses are reached`
              : `${hostname} has no address`,
          );
          callback(error as NodeJS.ErrnoException, '', 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export type OutboundRequest = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Uint8Array | null;
  /** The whole request, from connecting to the answer's last byte. */
  timeoutMs: number;
  /** The answer's bytes kept (the rest is not read). */
  maxResponseBytes: number;
  /**
   * Lets a loopback IP address written literally in the URL through (`http://127.0.0.1:…`):
   * outside production, for the tests' local endpoints. A name that resolves to loopback is still
   * refused.
   */
  allowLoopbackLiteral?: boolean;
};

export type OutboundResponse = { status: number; statusText: string; body: Buffer };

export type OutboundClient = {
  request(url: string | URL, request: OutboundRequest): Promise<OutboundResponse>;
  /** Why the URL's host cannot be reached (an address that is not public), or undefined. */
  hostProblem(url: string | URL, options?: { allowLoopbackLiteral?: boolean }): Promise<string | undefined>;
  close(): void;
};

/** The host of a URL as net.connect wants it (an IPv6 address without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function literalProblem(host: string, allowLoopbackLiteral: boolean): string | undefined {
  const reason = nonPublicReason(host);
  if (!reason) return undefined;
  if (allowLoopbackLiteral && isLoopback(host)) return undefined;
  return `${host} is ${reason}; only public internet addresses are reached`;
}

export function createOutboundClient(options: { resolveAll?: ResolveAll } = {}): OutboundClient {
  const resolveAll = options.resolveAll ?? resolveWithDns;
  const lookup = guardedLookup(resolveAll);
  // Agents of their own: a kept-alive socket is reused only for requests made here, all of which
  // were checked when it connected.
  const agents = {
    http: new HttpAgent({ keepAlive: true, lookup }),
    https: new HttpsAgent({ keepAlive: true, lookup }),
  };

  function parse(url: string | URL): URL {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      throw new OutboundError('refused', `${parsed.protocol} addresses are not reached`);
    return parsed;
  }

  return {
    async hostProblem(url, { allowLoopbackLiteral = false } = {}) {
      const host = hostOf(parse(url));
      if (isIP(host) !== 0) return literalProblem(host, allowLoopbackLiteral);
      const addresses = await Promise.race([
        resolveAll(host, 0),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000).unref()),
      ]).catch(() => null);
      // Not resolvable now: the check at connect time decides when it is used.
      if (!addresses) return undefined;
      const bad = addresses.find((entry) => nonPublicReason(entry.address) !== undefined);
      return bad ? `${host} resolves to ${bad.address}, ${nonPublicReason(bad.address)}` : undefined;
    },

    async request(url, request) {
      const target = parse(url);
      const host = hostOf(target);
      // An address written in the URL is connected to without a lookup: checked here instead.
      if (isIP(host) !== 0) {
        const problem = literalProblem(host, request.allowLoopbackLiteral ?? false);
        if (problem) throw new OutboundError('refused', problem);
      }
      const deadline = AbortSignal.timeout(request.timeoutMs);
      const secure = target.protocol === 'https:';
      const outgoing = (secure ? httpsRequest : httpRequest)(target, {
        method: request.method,
        headers: request.headers,
        agent: secure ? agents.https : agents.http,
        signal: deadline,
      });
      try {
        const response = await new Promise<IncomingMessage>((resolve, reject) => {
          outgoing.on('response', resolve);
          outgoing.on('error', reject);
          outgoing.end(request.body ? Buffer.from(request.body) : undefined);
        });
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of response as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          size += chunk.length;
          // Enough to say what went wrong; the rest is not read.
          if (size >= request.maxResponseBytes) {
            response.destroy();
            break;
          }
        }
        return {
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          body: Buffer.concat(chunks).subarray(0, request.maxResponseBytes),
        };
      } catch (error) {
        outgoing.destroy();
        if (error instanceof OutboundError) throw error;
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof OutboundError) throw cause;
        if (deadline.aborted)
          throw new OutboundError('timeout', `no answer within ${request.timeoutMs / 1000} seconds`);
        throw new OutboundError('failed', error instanceof Error ? error.message : String(error));
      }
    },

    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
