import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import Provider, { type Account, type OidcContext } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, for integration and end-to-end tests
 * of social login. Its sign-in page is ours, not the library's dev pages: it lists the known test
 * accounts as buttons, offers a form that signs in as a new account on the fly, and a Cancel
 * button that answers `access_denied`. Consent is implied for every client (first-party style), so
 * a sign-in goes straight back to the client's redirect URI.
 */

export type TestOidcAccount = {
  sub: string;
  email?: string | undefined;
  email_verified?: boolean | undefined;
  name?: string | undefined;
  preferred_username?: string | undefined;
};

export type TestOidcClient = { client_id: string; client_secret: string; redirect_uris: string[] };

export type TestOidcProviderOptions = {
  clients: TestOidcClient[];
  accounts?: TestOidcAccount[];
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
};

export type TestOidcProvider = {
  /** The issuer to configure the relying party with, e.g. `http://127.0.0.1:40123`. */
  issuer: string;
  port: number;
  addAccount: (account: TestOidcAccount) => TestOidcAccount;
  close: () => Promise<void>;
};

const SCOPE = 'openid email profile';

/**
 * A port that was free a moment ago, for an app whose public URL (and so the provider's redirect
 * URI) must be known before it listens.
 */
export function freeLoopbackPort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestOidcAccount>();
  const addAccount = (account: TestOidcAccount) => {
    accounts.set(account.sub, account);
    return account;
  };
  for (const account of options.accounts ?? []) addAccount(account);

  // The issuer names the port, so the socket is opened before the provider exists and the
  // request handler is attached afterwards.
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: options.clients,
    findAccount: (_ctx: unknown, sub: string): Account | undefined => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Consent is implied: every client of the test provider is treated as first-party.
    loadExistingGrant: async (ctx: OidcContext & { oidc: { session: { accountId?: string } } }) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    // Relying parties under test must use PKCE; a client that forgets it fails here, as it would
    // at a strict real provider.
    pkce: { required: () => true },
    // Explicit lifetimes keep the library from printing a notice per artifact kind.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
  });
  const oidcCallback = provider.callback();

  handle = (request, response) => {
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(request.url?.split('?')[0] ?? '');
    if (!match) return oidcCallback(request, response);
    handleInteraction(provider, accounts, request, response, match[2] ?? '').catch((error: unknown) => {
      response.statusCode = 400;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  return {
    issuer,
    port,
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handleInteraction(
  provider: Provider,
  accounts: Map<string, TestOidcAccount>,
  request: IncomingMessage,
  response: ServerResponse,
  action: string,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (action === '/abort') {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (action === '/login' && request.method === 'POST') {
    const form = new URLSearchParams(await readBody(request));
    const sub = form.get('sub')?.trim();
    if (!sub) throw new Error('sub is required');
    if (!accounts.has(sub)) {
      // Signing in as an unknown subject creates it, so a browser test can use a fresh identity.
      accounts.set(sub, {
        sub,
        email: form.get('email') || undefined,
        email_verified: form.get('email_verified') !== 'false',
        name: form.get('name') || undefined,
      });
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(signInPage(details.uid, [...accounts.values()]));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signInPage(uid: string, accounts: TestOidcAccount[]): string {
  const buttons = accounts
    .map(
      (account) =>
        `<form method="post" action="/interaction/${uid}/login"><input type="hidden" name="sub" value="${escapeHtml(account.sub)}"><button type="submit">Sign in as ${escapeHtml(account.name ?? account.email ?? account.sub)}</button></form>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test provider sign-in</title></head><body>
<h1>Test provider sign-in</h1>
${buttons}
<form method="post" action="/interaction/${uid}/login">
<label>Subject <input name="sub" required></label>
<label>E-mail <input name="email" type="email"></label>
<label>Name <input name="name"></label>
<label><input type="checkbox" name="email_verified" value="false"> E-mail not verified</label>
<button type="submit">Sign in as new account</button>
</form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

/** Cookies of one simulated browser: enough of RFC 6265 for the provider's own cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type TestSignInChoice = { sub: string } | { cancel: true };

/**
 * Plays a fresh browser at the test provider: opens the authorization URL, follows the provider's
 * redirects, signs in as `choice.sub` (or cancels) on the sign-in page, and returns the URL the
 * provider finally sends the browser to (the relying party's callback with code and state).
 */
export async function signInAtTestProvider(authorizationUrl: string, choice: TestSignInChoice): Promise<URL> {
  const providerOrigin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== providerOrigin) return next;
      url = next;
      continue;
    }
    const interaction = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (response.status === 200 && interaction) {
      await response.text();
      if ('cancel' in choice) {
        url = new URL(`/interaction/${interaction[1]}/abort`, url);
        body = new URLSearchParams();
      } else {
        url = new URL(`/interaction/${interaction[1]}/login`, url);
        body = new URLSearchParams({ sub: choice.sub });
      }
      continue;
    }
    throw new Error(`test provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
  }
  throw new Error('too many redirects at the test provider');
}
