import {
  isValidEmail,
  JOB_CODES,
  jobGroupOf,
  NICKNAME_PATTERN,
  type TAvailability,
  type TProfileBasics,
  type TRegisterInput,
  ZNickname,
} from '@sidecamp/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { uniqueViolation } from '../../db/uniqueViolation';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { Mailer } from '../mail';
import { refuseIfBanned } from './auth.bans';
import { hashPassword, hashToken, newToken, verifyPassword } from './auth.crypto';
import './auth.events';
import {
  createSession,
  endSession,
  endSessions,
  forgetSessionsOf,
  issueRealtimeToken,
  type SessionCache,
} from './auth.sessions';
import { passwordResets, socialAccounts, users } from './auth.tables';

export type AuthServiceDeps = {
  db: Database;
  mailer: Mailer;
  sessionTtlDays: number;
  resetTtlMinutes: number;
  publicUrl: string;
  /**
   * Sessions this process keeps in memory: whatever ends sessions forgets them here at once, as
   * well as in every process when the database's notification arrives.
   */
  sessionCache: SessionCache;
};

type UserRow = typeof users.$inferSelect;

export function jobColumns(basics: TProfileBasics) {
  return {
    mainJob: jobGroupOf(basics.mainJobDetail),
    mainJobDetail: basics.mainJobDetail,
    subJob: basics.subJobDetail ? jobGroupOf(basics.subJobDetail) : null,
    subJobDetail: basics.subJobDetail ?? null,
    occupationStatus: basics.occupationStatus,
    visitPurpose: basics.visitPurpose,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps;

  async function findByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.withdrawnAt)))
      .limit(1);
    return row;
  }

  async function isTaken(kind: 'email' | 'nickname', value: string): Promise<boolean> {
    const column = kind === 'email' ? users.email : users.nickname;
    const [row] = await db
      .select({ no: users.no })
      .from(users)
      .where(sql`lower(${column}) = ${value.toLowerCase()}`)
      .limit(1);
    return row !== undefined;
  }

  /** Logs a user in: every older session ends as a duplicate login, a new token is issued. */
  async function startSession(tx: Queryable, userNo: number, userAgent: string | undefined) {
    // Password and social logins both start here, so a banned account is refused either way.
    await refuseIfBanned(tx, userNo);
    await endSessions(tx, userNo, 'duplicate_login');
    forgetSessionsOf(deps.sessionCache, userNo);
    const session = await createSession(tx, userNo, { ttlDays: deps.sessionTtlDays, userAgent });
    await recordEvent(tx, 'user.loggedIn', { userNo }, { actorNo: userNo });
    return session;
  }

  return {
    async checkAvailability(rawValue: string): Promise<TAvailability> {
      const value = rawValue.trim();
      const kind = value.includes('@') ? 'email' : 'nickname';
      const valid =
        kind === 'email'
          ? isValidEmail(value)
          : ZNickname.safeParse(value).success && NICKNAME_PATTERN.test(value);
      if (!valid) {
        const message =
          kind === 'email'
            ? 'Enter an e-mail address like name@example.com.'
            : 'Use 2-20 letters or digits; . _ - only between them.';
        return { value, kind, available: false, reason: 'invalid', message };
      }
      const taken = await isTaken(kind, value);
      return {
        value,
        kind,
        available: !taken,
        reason: taken ? 'taken' : null,
        message: taken
          ? kind === 'email'
            ? 'An account with this e-mail already exists.'
            : 'This nickname is already taken.'
          : null,
      };
    },

    async register(input: TRegisterInput, userAgent: string | undefined) {
      if (!JOB_CODES.isCode(input.mainJobDetail)) throw new AppError('VALIDATION_FAILED');
      const passwordHash = await hashPassword(input.password);
      try {
        const result = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: input.email, nickname: input.nickname, passwordHash, ...jobColumns(input) })
            .returning();
          if (!user) throw new Error('user insert returned no row');
          await recordEvent(tx, 'user.registered', { userNo: user.no, via: 'email' }, { actorNo: user.no });
          const session = await startSession(tx, user.no, userAgent);
          return { user, session };
        });
        return result;
      } catch (error) {
        if (uniqueViolation(error, 'users_email_key')) {
          throw new AppError('EMAIL_TAKEN', {
            details: [{ field: 'email', message: 'An account with this e-mail already exists.' }],
          });
        }
        if (uniqueViolation(error, 'users_nickname_key')) {
          throw new AppError('NICKNAME_TAKEN', {
            details: [{ field: 'nickname', message: 'This nickname is already taken.' }],
          });
        }
        throw error;
      }
    },

    async login(email: string, password: string, userAgent: string | undefined) {
      const user = await findByEmail(db, email);
      // Same answer and the same work whether the e-mail is unknown or the password wrong.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      const session = await db.transaction((tx) => startSession(tx, user.no, userAgent));
      forgetSessionsOf(deps.sessionCache, user.no);
      return { user, session };
    },

    async logout(tokenHash: string) {
      await endSession(db, tokenHash, 'logout');
      deps.sessionCache.forget(tokenHash);
    },

    /** A ticket for the realtime handshake of this session's page (see `realtime_tokens`). */
    async realtimeTicket(sessionTokenHash: string) {
      const { token, expiresAt } = await issueRealtimeToken(db, sessionTokenHash);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** Always answers the same, so the form cannot tell whether an account exists. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findByEmail(db, email);
      if (!user) return;
      const token = newToken();
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userNo: user.no,
        expiresAt: new Date(Date.now() + deps.resetTtlMinutes * 60_000),
      });
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // A delivery failure is recorded in the mail outbox for operators; the answer stays the
      // same as for an unknown address, so the form never tells whether an account exists.
      await deps.mailer
        .send({
          to: user.email,
          subject: 'Reset your Sidecamp password',
          text: `Hello ${user.nickname},\n\nSomeone asked to reset the password of your Sidecamp account. If it was you, open this link within ${deps.resetTtlMinutes} minutes:\n\n${link}\n\nThe link works once. If it was not you, ignore this e-mail; your password stays as it is.\n`,
        })
        .catch(() => undefined);
    },

    /** Sets a new password from an e-mailed link; the link works once and every session ends. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userNo = await db.transaction(async (tx) => {
        // Claiming the link and using it is one statement, so two uses cannot both succeed.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ userNo: passwordResets.userNo });
        if (!claimed) throw new AppError('RESET_LINK_INVALID');
        await tx.update(users).set({ passwordHash }).where(eq(users.no, claimed.userNo));
        await endSessions(tx, claimed.userNo, 'password_changed');
        return claimed.userNo;
      });
      forgetSessionsOf(deps.sessionCache, userNo);
    },

    async changePassword(
      user: UserRow,
      currentTokenHash: string,
      currentPassword: string,
      newPassword: string,
    ) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'currentPassword: the current password is not correct.',
          details: [{ field: 'currentPassword', message: 'The current password is not correct.' }],
        });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.no, user.no));
        await endSessions(tx, user.no, 'password_changed', currentTokenHash);
      });
      forgetSessionsOf(deps.sessionCache, user.no);
    },

    /**
     * Withdrawal: personal data is removed, the row stays (anonymous) so content others reply to
     * keeps an author, and every session ends. A password account confirms with its password.
     */
    async withdraw(user: UserRow, password: string | undefined) {
      if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'password: the password is not correct.',
          details: [{ field: 'password', message: 'The password is not correct.' }],
        });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: `withdrawn-${user.no}@withdrawn.invalid`,
            nickname: `withdrawn-${user.no}`,
            passwordHash: null,
            img: null,
            introduction: null,
            mainJob: null,
            mainJobDetail: null,
            subJob: null,
            subJobDetail: null,
            occupationStatus: null,
            visitPurpose: null,
            withdrawnAt: sql`now()`,
          })
          .where(eq(users.no, user.no));
        await tx.delete(socialAccounts).where(eq(socialAccounts.userNo, user.no));
        await tx.delete(passwordResets).where(eq(passwordResets.userNo, user.no));
        await endSessions(tx, user.no, 'withdrawn');
        await recordEvent(tx, 'user.withdrawn', { userNo: user.no }, { actorNo: user.no });
      });
      forgetSessionsOf(deps.sessionCache, user.no);
    },

    startSession,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
