import { SOCIAL_LOGIN_ERROR_MESSAGES } from '@sidecamp/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../../events/outbox.tables';
import { escapeHtml } from '../../../http/htmlPage';
import { registerUser, sessionCheck } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { hashToken } from '../auth.crypto';
import { sessions, socialAccounts, users } from '../auth.tables';
import { SOCIAL_STATE_COOKIE as STATE_COOKIE } from './social.routes';
import { oauthStates } from './social.tables';
import {
  freeLoopbackPort,
  signInAtTestProvider,
  startTestOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from './testOidcProvider';

const CLIENT_ID = 'sidecamp-test';
const CLIENT_SECRET = 'test-client-secret-0123456789';

let t: TestApp;
let provider: TestOidcProvider;
let publicUrl: string;

beforeAll(async () => {
  // The app must listen on the port its public URL names: the provider sends the browser there.
  const port = await freeLoopbackPort();
  publicUrl = `http://127.0.0.1:${port}`;
  // Nothing listens there: a configured provider that is down.
  const downPort = await freeLoopbackPort();
  provider = await startTestOidcProvider({
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${publicUrl}/api/auth/social/6/callback`],
      },
    ],
  });
  t = await createTestApp({
    PUBLIC_URL: publicUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    OIDC_PORTAL_ISSUER: provider.issuer,
    OIDC_PORTAL_CLIENT_ID: CLIENT_ID,
    OIDC_PORTAL_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_IDENTITY_ISSUER: `http://127.0.0.1:${downPort}`,
    OIDC_IDENTITY_CLIENT_ID: 'identity-client',
    OIDC_IDENTITY_CLIENT_SECRET: 'identity-secret',
    // Half configured (no secret): must not be offered.
    OIDC_MESSENGER_ISSUER: provider.issuer,
    OIDC_MESSENGER_CLIENT_ID: 'messenger-client',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

let sequence = 0;
/** A person at the provider; each call is a new one. */
function buildAccount(overrides: Partial<TestOidcAccount> = {}): TestOidcAccount {
  sequence += 1;
  const tag = `${process.pid.toString(36)}x${sequence}`;
  return provider.addAccount({
    sub: `subject-${tag}`,
    email: `social${tag}@example.com`,
    email_verified: true,
    name: `Social ${tag}`,
    ...overrides,
  });
}

/** The browser that started a log-in: where the provider sends it, and the cookie it was given. */
type StartedLogin = { url: URL; cookie: string | undefined; setCookie: string | undefined };

async function startLogin(returnTo?: string, code = '6'): Promise<StartedLogin> {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const res = await fetch(`${publicUrl}/api/auth/social/${code}/start${query}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const setCookie = res.headers.getSetCookie().find((line) => line.startsWith(`${STATE_COOKIE}=`));
  return { url: new URL(res.headers.get('location') ?? ''), cookie: setCookie?.split(';')[0], setCookie };
}

type CallbackResult = {
  status: number;
  location: string;
  cookie: string | undefined;
  /** The Set-Cookie line of the log-in's state cookie, if the answer set or cleared it. */
  stateCookie: string | undefined;
  body: string;
  contentType: string;
};

/** What the browser sees when the provider sends it back to the app, with the cookie it holds. */
async function openCallback(url: URL | string, browserCookie?: string): Promise<CallbackResult> {
  const res = await fetch(url, {
    redirect: 'manual',
    headers: browserCookie ? { cookie: browserCookie } : {},
  });
  const setCookies = res.headers.getSetCookie();
  const setCookie = setCookies.find((line) => line.startsWith('sidecamp_session='));
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    cookie: setCookie?.split(';')[0],
    stateCookie: setCookies.find((line) => line.startsWith(`${STATE_COOKIE}=`)),
    body: await res.text(),
    contentType: res.headers.get('content-type') ?? '',
  };
}

/** Start, sign in at the provider, and come back: the full redirect flow of one browser. */
async function socialLogin(account: TestOidcAccount, returnTo?: string): Promise<CallbackResult> {
  const started = await startLogin(returnTo);
  const back = await signInAtTestProvider(started.url.href, { sub: account.sub });
  expect(back.href.startsWith(`${publicUrl}/api/auth/social/6/callback?`)).toBe(true);
  return openCallback(back, started.cookie);
}

async function sessionTotal(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

async function userOfSession(cookie: string | undefined) {
  const check = await sessionCheck(t.app, cookie);
  expect(check.result).toBe(true);
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.no, check.user?.no ?? -1));
  if (!user) throw new Error('no user behind the session');
  return user;
}

const linkTokenOf = (location: string) => {
  const match = /^\/\?action=login&link=([\w-]+)$/.exec(location);
  if (!match?.[1]) throw new Error(`not a link location: ${location}`);
  return match[1];
};

const postLink = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/social/link',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });

describe('providers', () => {
  it('lists only the providers whose issuer, client id and secret are all set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { code: '4', label: 'Identity-verification login' },
      { code: '6', label: 'Portal-based login' },
    ]);
  });

  it('answers 404 for a provider that is not configured or does not exist', async () => {
    for (const code of ['0', '9', 'portal']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/social/${code}/start` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('sends the browser back to the login dialog when a configured provider cannot be reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/4/start?returnTo=/projects' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?action=login&socialError=provider_unavailable');
  });

  it("redirects to the provider's authorization endpoint with state, nonce and S256 PKCE, kept server-side", async () => {
    const { url } = await startLogin('/projects');
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${publicUrl}/api/auth/social/6/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{40,}$/);
    const state = params.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{40,}$/);

    const rows = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: '6', returnTo: '/projects', nonce: params.get('nonce') });
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // The state itself is never stored.
    const plain = await t.database.db.select().from(oauthStates).where(eq(oauthStates.stateHash, state));
    expect(plain).toHaveLength(0);
  });
});

describe('first log-in creates the account', () => {
  it('creates a passwordless account from the provider profile, logs it in and sends it to /welcome', async () => {
    const account = buildAccount({ name: 'Jane Doe' });
    const result = await socialLogin(account, '/projects?tab=new');
    expect(result.status).toBe(302);
    expect(result.location).toBe('/welcome?returnTo=%2Fprojects%3Ftab%3Dnew');
    expect(result.cookie).toBeDefined();

    const check = await sessionCheck(t.app, result.cookie);
    expect(check).toMatchObject({ result: true, loginDuplicated: false });
    expect(check.user).toMatchObject({
      nickname: 'Jane_Doe',
      main_job: null,
      main_jobD: null,
      sub_job: null,
    });

    const user = await userOfSession(result.cookie);
    expect(user).toMatchObject({ email: account.email, passwordHash: null, occupationStatus: null });
    const linked = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userNo, user.no));
    expect(linked).toEqual([
      expect.objectContaining({ provider: '6', subject: account.sub, email: account.email }),
    ]);
    const events = await t.database.db
      .select({ type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.actorNo, user.no))
      .orderBy(domainEvents.id);
    expect(events).toEqual([
      { type: 'user.registered', payload: { userNo: user.no, via: 'social' } },
      { type: 'user.loggedIn', payload: { userNo: user.no } },
    ]);
  });

  it('fills in the missing profile basics on the welcome step', async () => {
    const result = await socialLogin(buildAccount());
    const patch = (payload: object, cookie?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile-basics',
        payload,
        headers: cookie ? { cookie } : {},
      });
    const basics = { mainJobDetail: '0403', subJobDetail: null, occupationStatus: '01', visitPurpose: '02' };

    expect((await patch(basics)).statusCode).toBe(401);
    const bad = await patch({ ...basics, mainJobDetail: '0000', visitPurpose: '99' }, result.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((issue: { field: string }) => issue.field)).toEqual(
      expect.arrayContaining(['mainJobDetail', 'visitPurpose']),
    );
    const role = await patch({ ...basics, role: 'admin' }, result.cookie);
    expect(role.statusCode).toBe(400);

    const ok = await patch(basics, result.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      main_job: '04',
      main_jobD: '0403',
      sub_job: null,
      sub_jobD: null,
    });
    expect((await sessionCheck(t.app, result.cookie)).user).toMatchObject({ main_job: '04' });
  });

  it('logs the same subject into the same account next time, ending the older session', async () => {
    const account = buildAccount();
    const first = await socialLogin(account);
    const firstUser = await userOfSession(first.cookie);

    const second = await socialLogin(account, '/people');
    expect(second.location).toBe('/people');
    const secondUser = await userOfSession(second.cookie);
    expect(secondUser.no).toBe(firstUser.no);
    expect(await sessionCheck(t.app, first.cookie)).toEqual({
      result: false,
      loginDuplicated: true,
      user: null,
    });
    const [accounts] = await t.database.db
      .select({ n: count() })
      .from(socialAccounts)
      .where(eq(socialAccounts.subject, account.sub));
    expect(accounts?.n).toBe(1);
  });

  it('gives a provider without an e-mail a placeholder address, and de-duplicates nicknames', async () => {
    const one = await socialLogin(buildAccount({ email: undefined, name: 'Twin Name' }));
    const two = await socialLogin(buildAccount({ email: undefined, name: 'twin name' }));
    const first = await userOfSession(one.cookie);
    const second = await userOfSession(two.cookie);
    expect(first.email).toMatch(/^portal-[0-9a-f]{20}@social\.invalid$/);
    expect(second.email).not.toBe(first.email);
    expect(first.nickname).toBe('Twin_Name');
    expect(second.nickname).toBe('twin_name2');
  });

  it('does not trust an unverified e-mail: no link offer, a placeholder address instead', async () => {
    const owner = await registerUser(t.app);
    const account = buildAccount({ email: owner.email, email_verified: false, name: undefined });
    const result = await socialLogin(account);
    expect(result.location).toBe('/welcome?returnTo=%2F');
    const user = await userOfSession(result.cookie);
    expect(user.no).not.toBe(owner.no);
    expect(user.email).toMatch(/@social\.invalid$/);
    // The nickname falls back to the e-mail's local part when there is no name.
    expect(user.nickname.startsWith(owner.email.split('@')[0] ?? '?')).toBe(true);
  });

  it('sends a returnTo that could leave the site to the home page', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const result = await socialLogin(buildAccount(), returnTo);
      expect(result.location).toBe('/welcome?returnTo=%2F');
    }
  });
});

describe('an e-mail that belongs to an existing account', () => {
  it('offers a link instead of logging in, and links only for the logged-in owner', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const account = buildAccount({ email: owner.email.toUpperCase() });
    const sessionsBefore = await sessionTotal();

    const result = await socialLogin(account, '/projects');
    expect(result.status).toBe(302);
    const token = linkTokenOf(result.location);
    expect(result.cookie).toBeUndefined();
    expect(await sessionTotal()).toBe(sessionsBefore);
    expect(
      await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.subject, account.sub)),
    ).toEqual([]);

    expect((await postLink(token)).statusCode).toBe(401);
    const foreign = await postLink(token, stranger.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    const malformed = await postLink('short', owner.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toEqual([expect.objectContaining({ field: 'token' })]);
    const unknown = await postLink('x'.repeat(43), owner.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('BAD_REQUEST');

    // The owner logs in with the password (here: already logged in) and confirms.
    const linked = await postLink(token, owner.cookie);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ ok: true, provider: '6' });
    expect((await postLink(token, owner.cookie)).statusCode).toBe(400);

    // From now on the provider logs straight into the owner's account.
    const again = await socialLogin(account, '/projects');
    expect(again.location).toBe('/projects');
    expect((await userOfSession(again.cookie)).no).toBe(owner.no);
  });

  it('refuses to link an identity that another account already holds', async () => {
    const owner = await registerUser(t.app);
    const account = buildAccount({ email: owner.email });
    const token = linkTokenOf((await socialLogin(account)).location);
    const otherToken = linkTokenOf((await socialLogin(account)).location);
    expect((await postLink(token, owner.cookie)).statusCode).toBe(200);
    // A second pending link of the same identity is harmless for the same owner.
    expect((await postLink(otherToken, owner.cookie)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, '6'), eq(socialAccounts.subject, account.sub)));
    expect(rows.map((row) => row.userNo)).toEqual([owner.no]);
  });
});

describe('a callback that fails ends at the login dialog, never logged in', () => {
  async function expectFailure(url: URL | string, reason: string, browserCookie: string | undefined) {
    const before = await sessionTotal();
    const result = await openCallback(url, browserCookie);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/?action=login&socialError=${reason}`);
    expect(result.cookie).toBeUndefined();
    expect(await sessionTotal()).toBe(before);
  }

  async function callbackUrlFor(
    account: TestOidcAccount,
  ): Promise<{ back: URL; state: string; browser: string | undefined }> {
    const started = await startLogin('/projects');
    const back = await signInAtTestProvider(started.url.href, { sub: account.sub });
    return { back, state: started.url.searchParams.get('state') ?? '', browser: started.cookie };
  }

  it('when the person cancels at the provider (access_denied), and the state is used up', async () => {
    const started = await startLogin();
    const back = await signInAtTestProvider(started.url.href, { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    await expectFailure(back, 'denied', started.cookie);
    const state = started.url.searchParams.get('state') ?? '';
    expect(
      await t.database.db
        .select()
        .from(oauthStates)
        .where(eq(oauthStates.stateHash, hashToken(state))),
    ).toEqual([]);
  });

  it('when the same callback is replayed after a successful log-in, even with the old cookie', async () => {
    const { back, browser } = await callbackUrlFor(buildAccount());
    const first = await openCallback(back, browser);
    expect(first.cookie).toBeDefined();
    await expectFailure(back, 'invalid_state', browser);
  });

  it('when the code is missing', async () => {
    const { back, browser } = await callbackUrlFor(buildAccount());
    back.searchParams.delete('code');
    await expectFailure(back, 'missing_code', browser);
  });

  it('when the state or everything is missing, or the provider is unknown', async () => {
    await expectFailure(`${publicUrl}/api/auth/social/6/callback`, 'invalid_state', undefined);
    const { back, browser } = await callbackUrlFor(buildAccount());
    await expectFailure(back.href.replace('/social/6/', '/social/0/'), 'unknown_provider', browser);
    // A state belongs to the provider it was made for.
    const other = await callbackUrlFor(buildAccount());
    await expectFailure(other.back.href.replace('/social/6/', '/social/4/'), 'invalid_state', other.browser);
  });

  it('when the ID token does not carry the nonce of this log-in', async () => {
    const { back, state, browser } = await callbackUrlFor(buildAccount());
    await t.database.db
      .update(oauthStates)
      .set({ nonce: 'a-nonce-from-another-log-in' })
      .where(eq(oauthStates.stateHash, hashToken(state)));
    await expectFailure(back, 'verification_failed', browser);
  });

  it('when the PKCE verifier does not match the challenge', async () => {
    const { back, state, browser } = await callbackUrlFor(buildAccount());
    await t.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.stateHash, hashToken(state)));
    await expectFailure(back, 'verification_failed', browser);
  });

  it('when the state has expired', async () => {
    const { back, state, browser } = await callbackUrlFor(buildAccount());
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oauthStates.stateHash, hashToken(state)));
    await expectFailure(back, 'invalid_state', browser);
  });
});

describe('a callback is finished only by the browser that started the log-in (log-in CSRF)', () => {
  /** A refusal: a page that says why, no session, nothing consumed or created. */
  async function expectRefused(url: URL, browserCookie: string | undefined) {
    const before = await sessionTotal();
    const usersBefore = await t.database.db.select({ n: count() }).from(users);
    const result = await openCallback(url, browserCookie);
    expect(result.status).toBe(403);
    expect(result.contentType).toMatch(/^text\/html/);
    expect(result.body).toContain('another browser');
    expect(result.body).toContain('href="/?action=login"');
    expect(result.cookie).toBeUndefined();
    // The refusal also clears whatever log-in this browser had started.
    expect(result.stateCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await sessionTotal()).toBe(before);
    expect(await t.database.db.select({ n: count() }).from(users)).toEqual(usersBefore);
    return result;
  }

  it('gives the starting browser a short-lived HttpOnly SameSite=Lax cookie, required and cleared at the callback', async () => {
    const started = await startLogin();
    expect(started.setCookie).toBeDefined();
    const attributes = (started.setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/api/auth/social');
    expect(attributes).toContain('max-age=600');
    // The cookie holds nothing the provider does not already carry: no nonce, no verifier.
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(started.url.searchParams.get('state') ?? '')));
    expect(started.cookie).not.toContain(row?.nonce);
    expect(started.cookie).not.toContain(row?.codeVerifier);

    const back = await signInAtTestProvider(started.url.href, { sub: buildAccount().sub });
    const result = await openCallback(back, started.cookie);
    expect(result.status).toBe(302);
    expect(result.cookie).toBeDefined();
    expect(result.stateCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("refuses the attacker's callback link in the victim's browser, which never started a log-in", async () => {
    // The attacker starts a log-in with their own provider account and stops before the redirect.
    const attacker = buildAccount();
    const started = await startLogin('/projects');
    const back = await signInAtTestProvider(started.url.href, { sub: attacker.sub });

    // The victim's browser opens the link: it has no cookie of that log-in.
    await expectRefused(back, undefined);
    // Nor when it carries a log-in of its own, or a cookie made up to look like one.
    const own = await startLogin();
    await expectRefused(back, own.cookie);
    await expectRefused(back, `${STATE_COOKIE}=${'x'.repeat(43)}`);
    expect(await linkedUserNoOf(attacker.sub)).toBeUndefined();

    // The attacker's own browser can still finish (the refusals used up nothing).
    const finished = await openCallback(back, started.cookie);
    expect(finished.status).toBe(302);
    expect(finished.cookie).toBeDefined();
    expect(await linkedUserNoOf(attacker.sub)).toBeDefined();
  });

  it('refuses a callback whose state was changed, even in the browser that started', async () => {
    const started = await startLogin();
    const back = await signInAtTestProvider(started.url.href, { sub: buildAccount().sub });
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    await expectRefused(back, started.cookie);
  });

  it('says why in the words of the login dialog too', async () => {
    const page = await expectRefused(
      new URL(`${publicUrl}/api/auth/social/6/callback?state=${'s'.repeat(43)}&code=c`),
      undefined,
    );
    expect(page.body).toContain(escapeHtml(SOCIAL_LOGIN_ERROR_MESSAGES.other_browser));
  });
});

async function linkedUserNoOf(subject: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ userNo: socialAccounts.userNo })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, '6'), eq(socialAccounts.subject, subject)));
  return row?.userNo;
}
