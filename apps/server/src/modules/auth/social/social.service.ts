import { timingSafeEqual } from 'node:crypto';
import type { TProfileBasics } from '@sidecamp/domain';
import { SOCIAL_LOGIN_ERROR_MESSAGES, type SocialLoginErrorCode } from '@sidecamp/domain';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Database, Queryable } from '../../../db/client';
import { uniqueViolation } from '../../../db/uniqueViolation';
import { recordEvent } from '../../../events/outbox';
import { AppError } from '../../../http/errors';
import { hashToken, newToken } from '../auth.crypto';
import type { AuthService } from '../auth.service';
import { jobColumns } from '../auth.service';
import { socialAccounts, users } from '../auth.tables';
import type { ProviderRegistry, SocialProvider } from './social.providers';
import { baseNickname, nicknameWithSuffix, placeholderEmail, safeReturnTo } from './social.rules';
import { oauthPendingLinks, oauthStates } from './social.tables';

export type SocialServiceDeps = {
  db: Database;
  registry: ProviderRegistry;
  startSession: AuthService['startSession'];
  publicUrl: string;
};

/** A state (and the browser's cookie of it) lives as long as a person may take at the provider. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
/** Time to log in to the existing account (or reset its password) and confirm the link. */
const PENDING_LINK_TTL_MS = 30 * 60_000;
const SCOPE = 'openid email profile';

/**
 * Why a social log-in ended back at the login dialog; the web app shows a message per code from
 * `socialError`. Short and stable: they appear in URLs.
 */
/** The `socialError` codes; their user messages live with them in packages/domain. */
export const SOCIAL_ERROR_CODES = Object.keys(SOCIAL_LOGIN_ERROR_MESSAGES) as SocialLoginErrorCode[];
export type SocialErrorCode = SocialLoginErrorCode;

class SocialLoginFailure extends Error {
  readonly reason: SocialErrorCode;
  constructor(reason: SocialErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

type Session = { token: string; expiresAt: Date };

export type SocialCallbackOutcome =
  | { kind: 'loggedIn'; location: string; session: Session; userNo: number; created: boolean }
  | { kind: 'linkPending'; location: string }
  | { kind: 'failed'; location: string; reason: SocialErrorCode; message: string; cause?: unknown };

export type SocialStartOutcome =
  /** `state` goes into the starting browser's cookie: only that browser may finish the log-in. */
  | { kind: 'redirect'; location: string; state: string }
  | { kind: 'failed'; location: string; reason: SocialErrorCode; message: string; cause?: unknown };

/** What the provider told us about the person, after the ID token (and userinfo) checks. */
type SocialProfile = {
  subject: string;
  /** Only an address the provider states as verified; see `profileOf`. */
  verifiedEmail: string | null;
  /** Whatever address the provider gave, kept on the social account for reference. */
  statedEmail: string | null;
  nameCandidates: Array<string | undefined>;
};

/** What the callback knows of the browser that arrived: its state cookie and its user agent. */
export type CallbackBrowser = { stateCookie: string | undefined; userAgent: string | undefined };

/** Compares by hash, in constant time, so neither length nor content of the state leaks. */
const sameSecret = (given: string | undefined, expected: string): boolean =>
  given !== undefined &&
  timingSafeEqual(Buffer.from(hashToken(given), 'utf8'), Buffer.from(hashToken(expected), 'utf8'));

const failureLocation = (reason: SocialErrorCode) =>
  `/?action=login&socialError=${encodeURIComponent(reason)}`;

const stringClaim = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function createSocialService(deps: SocialServiceDeps) {
  const { db, registry } = deps;
  const callbackUrl = (provider: SocialProvider) =>
    `${deps.publicUrl}/api/auth/social/${provider.code}/callback`;

  function providerOrThrow(code: string): SocialProvider {
    const provider = registry.find(code);
    if (!provider) throw new AppError('NOT_FOUND', { message: 'There is no such login provider here.' });
    return provider;
  }

  async function linkedUserNo(tx: Queryable, provider: string, subject: string): Promise<number | undefined> {
    const [row] = await tx
      .select({ no: users.no })
      .from(socialAccounts)
      .innerJoin(users, eq(users.no, socialAccounts.userNo))
      .where(
        and(
          eq(socialAccounts.provider, provider),
          eq(socialAccounts.subject, subject),
          isNull(users.withdrawnAt),
        ),
      )
      .limit(1);
    return row?.no;
  }

  /** The first free nickname among base, base2, base3 ... (then random suffixes), by one query each. */
  async function freeNickname(tx: Queryable, base: string): Promise<string> {
    const batches = [
      [base, ...Array.from({ length: 49 }, (_, index) => nicknameWithSuffix(base, index + 2))],
      Array.from({ length: 20 }, () =>
        nicknameWithSuffix(base, 1000 + Math.floor(Math.random() * 9_000_000)),
      ),
    ];
    for (const candidates of batches) {
      const taken = await tx
        .select({ nickname: sql<string>`lower(${users.nickname})` })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.nickname})`,
            candidates.map((candidate) => candidate.toLowerCase()),
          ),
        );
      const takenSet = new Set(taken.map((row) => row.nickname));
      const free = candidates.find((candidate) => !takenSet.has(candidate.toLowerCase()));
      if (free) return free;
    }
    throw new Error(`no free nickname near ${base}`);
  }

  /**
   * Reads sub and e-mail from the verified ID token, asking the userinfo endpoint for what the ID
   * token leaves out (many providers put only `sub` in it for the code flow). An e-mail counts as
   * the person's only when the provider says it is verified: an unverified address could belong
   * to anyone, and using it would either squat someone's address or offer to link their account.
   */
  async function profileOf(
    configuration: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ): Promise<SocialProfile> {
    const claims = tokens.claims();
    const subject = stringClaim(claims?.sub);
    if (!claims || !subject)
      throw new SocialLoginFailure('verification_failed', 'no subject in the ID token');
    let merged: Record<string, unknown> = { ...claims };
    const lacksProfile =
      claims.email === undefined || (claims.name === undefined && claims.preferred_username === undefined);
    if (lacksProfile && configuration.serverMetadata().userinfo_endpoint) {
      try {
        const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
        merged = { ...userinfo, ...claims };
      } catch (error) {
        throw new SocialLoginFailure('provider_error', 'the userinfo request failed', { cause: error });
      }
    }
    const statedEmail = stringClaim(merged.email)?.toLowerCase() ?? null;
    const emailLocalPart = statedEmail?.split('@')[0];
    return {
      subject,
      statedEmail,
      // Some providers send the flag as a string.
      verifiedEmail:
        statedEmail && (merged.email_verified === true || merged.email_verified === 'true')
          ? statedEmail
          : null,
      nameCandidates: [stringClaim(merged.name), stringClaim(merged.preferred_username), emailLocalPart],
    };
  }

  async function logIn(userNo: number, userAgent: string | undefined): Promise<Session> {
    const session = await db.transaction((tx) => deps.startSession(tx, userNo, userAgent));
    return session;
  }

  /**
   * Case 2 or 3 of a first social log-in, in one transaction: offer a link to the account that
   * owns the verified e-mail, or create a new account with this identity.
   */
  async function pendOrCreate(
    tx: Queryable,
    provider: SocialProvider,
    profile: SocialProfile,
    returnTo: string,
    userAgent: string | undefined,
  ): Promise<SocialCallbackOutcome> {
    if (profile.verifiedEmail) {
      const [owner] = await tx
        .select({ no: users.no })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${profile.verifiedEmail}`, isNull(users.withdrawnAt)))
        .limit(1);
      if (owner) {
        const token = newToken();
        await tx
          .delete(oauthPendingLinks)
          .where(
            or(lt(oauthPendingLinks.expiresAt, sql`now()`), sql`${oauthPendingLinks.usedAt} is not null`),
          );
        await tx.insert(oauthPendingLinks).values({
          tokenHash: hashToken(token),
          provider: provider.code,
          subject: profile.subject,
          email: profile.verifiedEmail,
          expiresAt: new Date(Date.now() + PENDING_LINK_TTL_MS),
        });
        return { kind: 'linkPending', location: `/?action=login&link=${encodeURIComponent(token)}` };
      }
    }
    const nickname = await freeNickname(tx, baseNickname(profile.nameCandidates));
    const [user] = await tx
      .insert(users)
      .values({
        email: profile.verifiedEmail ?? placeholderEmail(provider.key, profile.subject),
        nickname,
        passwordHash: null,
      })
      .returning({ no: users.no });
    if (!user) throw new Error('user insert returned no row');
    await tx.insert(socialAccounts).values({
      provider: provider.code,
      subject: profile.subject,
      userNo: user.no,
      email: profile.statedEmail,
    });
    await recordEvent(tx, 'user.registered', { userNo: user.no, via: 'social' }, { actorNo: user.no });
    const session = await deps.startSession(tx, user.no, userAgent);
    return {
      kind: 'loggedIn',
      location: `/welcome?returnTo=${encodeURIComponent(returnTo)}`,
      session,
      userNo: user.no,
      created: true,
    };
  }

  async function finish(
    code: string,
    rawQuery: string,
    browser: CallbackBrowser,
  ): Promise<SocialCallbackOutcome> {
    const provider = registry.find(code);
    if (!provider) throw new SocialLoginFailure('unknown_provider', `provider ${code} is not configured`);
    const params = new URLSearchParams(rawQuery);
    const state = params.get('state');
    if (!state) throw new SocialLoginFailure('invalid_state', 'the callback has no state');
    // Log-in CSRF: a callback link that someone else started (and stopped before its redirect)
    // would log this browser into their account. Only the browser holding the state's cookie may
    // finish, and nothing is read or used up for any other.
    if (!sameSecret(browser.stateCookie, state)) {
      throw new SocialLoginFailure(
        'other_browser',
        'the state cookie is missing or belongs to another log-in',
      );
    }
    const { userAgent } = browser;

    // Deleting the row is what makes a state single-use: a replayed callback finds nothing.
    const [pending] = await db
      .delete(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)))
      .returning({
        provider: oauthStates.provider,
        codeVerifier: oauthStates.codeVerifier,
        nonce: oauthStates.nonce,
        returnTo: oauthStates.returnTo,
        live: sql<boolean>`${oauthStates.expiresAt} > now()`,
      });
    if (!pending?.live || pending.provider !== provider.code) {
      throw new SocialLoginFailure('invalid_state', 'unknown, used, expired or foreign state');
    }

    const providerError = params.get('error');
    if (providerError) {
      const detail = `${providerError}: ${params.get('error_description') ?? ''}`;
      throw new SocialLoginFailure(providerError === 'access_denied' ? 'denied' : 'provider_error', detail);
    }
    if (!params.get('code')) throw new SocialLoginFailure('missing_code', 'the callback has no code');

    let configuration: oidc.Configuration;
    try {
      configuration = await registry.configuration(provider);
    } catch (error) {
      throw new SocialLoginFailure('provider_unavailable', 'discovery failed', { cause: error });
    }

    const currentUrl = new URL(callbackUrl(provider));
    currentUrl.search = params.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      // openid-client checks the state and issuer of the response, sends the PKCE verifier, and
      // verifies the ID token's signature, issuer, audience, expiry and nonce.
      tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const reachable =
        error instanceof oidc.ResponseBodyError ||
        error instanceof oidc.AuthorizationResponseError ||
        error instanceof oidc.ClientError;
      throw new SocialLoginFailure(
        reachable ? 'verification_failed' : 'provider_unavailable',
        'the code exchange or ID token check failed',
        { cause: error },
      );
    }

    const subjectFromToken = stringClaim(tokens.claims()?.sub);
    let profile: SocialProfile | undefined;
    for (let attempt = 1; ; attempt += 1) {
      // Case 1: a known identity logs in (the common path, no userinfo call needed).
      const existing = subjectFromToken ? await linkedUserNo(db, provider.code, subjectFromToken) : undefined;
      if (existing !== undefined) {
        const session = await logIn(existing, userAgent);
        return { kind: 'loggedIn', location: pending.returnTo, session, userNo: existing, created: false };
      }
      // Network calls stay outside the transaction: an open one holds a pool connection and its row locks.
      profile ??= await profileOf(configuration, tokens);
      const identity = profile;
      try {
        const outcome = await db.transaction((tx) =>
          pendOrCreate(tx, provider, identity, pending.returnTo, userAgent),
        );
        return outcome;
      } catch (error) {
        // Someone took the nickname or e-mail, or the same identity finished a parallel log-in:
        // look again with the winner's row in place.
        if (attempt < 3 && uniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  return {
    providers: () => registry.list().map((provider) => ({ code: provider.code, label: provider.label })),

    /** Builds the authorization request and remembers what the callback must check. */
    async start(code: string, returnToParam: string | undefined): Promise<SocialStartOutcome> {
      const provider = providerOrThrow(code);
      let configuration: oidc.Configuration;
      try {
        configuration = await registry.configuration(provider);
      } catch (error) {
        return {
          kind: 'failed',
          location: failureLocation('provider_unavailable'),
          reason: 'provider_unavailable',
          message: 'discovery failed',
          cause: error,
        };
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
      // Expired rows of abandoned log-ins go as new ones arrive; the index keeps this cheap.
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
      await db.insert(oauthStates).values({
        stateHash: hashToken(state),
        provider: provider.code,
        codeVerifier,
        nonce,
        returnTo: safeReturnTo(returnToParam),
        expiresAt: new Date(Date.now() + SOCIAL_STATE_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(provider),
        scope: SCOPE,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return { kind: 'redirect', location: url.href, state };
    },

    /**
     * The provider's redirect back. Every failure becomes a redirect to the login dialog with a
     * short reason, so the person never sees a server error and never ends up half logged in.
     */
    async callback(code: string, rawQuery: string, browser: CallbackBrowser): Promise<SocialCallbackOutcome> {
      try {
        return await finish(code, rawQuery, browser);
      } catch (error) {
        const failure =
          error instanceof SocialLoginFailure
            ? error
            : new SocialLoginFailure('server_error', 'unexpected error', { cause: error });
        return {
          kind: 'failed',
          location: failureLocation(failure.reason),
          reason: failure.reason,
          message: failure.message,
          cause: failure.cause,
        };
      }
    },

    /**
     * Links a pending social identity to the logged-in account. Only the owner of the e-mail the
     * provider verified may take it, and each link works once.
     */
    async link(user: { no: number; email: string }, token: string): Promise<{ provider: string }> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(oauthPendingLinks)
          .where(
            and(
              eq(oauthPendingLinks.tokenHash, hashToken(token)),
              isNull(oauthPendingLinks.usedAt),
              gt(oauthPendingLinks.expiresAt, sql`now()`),
            ),
          )
          .for('update');
        if (!pending) {
          throw new AppError('BAD_REQUEST', {
            message: 'This link is invalid, already used or expired. Log in with the provider again.',
          });
        }
        // Not consumed on a mismatch: the rightful owner can still use it after logging in.
        if (pending.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new AppError('FORBIDDEN', {
            message: 'This social account can only be linked to the account with its e-mail address.',
          });
        }
        await tx
          .update(oauthPendingLinks)
          .set({ usedAt: sql`now()` })
          .where(eq(oauthPendingLinks.tokenHash, pending.tokenHash));
        const inserted = await tx
          .insert(socialAccounts)
          .values({
            provider: pending.provider,
            subject: pending.subject,
            userNo: user.no,
            email: pending.email,
          })
          .onConflictDoNothing()
          .returning({ userNo: socialAccounts.userNo });
        if (inserted.length === 0) {
          const owner = await linkedUserNo(tx, pending.provider, pending.subject);
          if (owner !== undefined && owner !== user.no) {
            throw new AppError('CONFLICT', {
              message: 'This social account is already linked to another account.',
            });
          }
        }
        return { provider: pending.provider };
      });
    },

    /** The job fields a social sign-up leaves empty, filled in on the welcome page. */
    async saveProfileBasics(userNo: number, basics: TProfileBasics) {
      const [user] = await db.update(users).set(jobColumns(basics)).where(eq(users.no, userNo)).returning();
      if (!user) throw new AppError('UNAUTHENTICATED');
      return user;
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
