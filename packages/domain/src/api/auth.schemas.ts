import { z } from 'zod';
import { JOB_CODE_ANY, JOB_CODES } from '../codes/jobs';
import { OCCUPATION_STATUS, VISIT_PURPOSES } from '../codes/people';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules/limits';
import { isValidEmail } from '../rules/validation';
import { codeSchema } from './codeSchema';

/** The profile part of a session check (spec point 3 "User profile"). */
export const ZSessionUser = z.object({
  no: z.number().int(),
  nickname: z.string(),
  img: z.string().nullable(),
  chat_uid: z.string(),
  main_job: z.string().nullable(),
  main_jobD: z.string().nullable(),
  sub_job: z.string().nullable(),
  sub_jobD: z.string().nullable(),
  /** Whether the person may open the admin console; the server checks the role on every admin route anyway. */
  admin: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** POST /api/auth/register and /api/auth/login: the account now logged in. */
export const ZUserResponse = z.object({ user: ZSessionUser });

/** Session check request: the stored login cookie value (the server also reads the httpOnly cookie). */
/** A realtime handshake ticket (spec point 7's `token`): single-use, valid for a minute. */
export const ZRealtimeTicket = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type TRealtimeTicket = z.infer<typeof ZRealtimeTicket>;

export const ZSessionCheckInput = z.object({ login_hash: z.string().max(512).optional() });
export type TSessionCheckInput = z.infer<typeof ZSessionCheckInput>;

export const ZSessionCheckResponse = z.object({
  result: z.boolean(),
  loginDuplicated: z.boolean(),
  user: ZSessionUser.nullable(),
});
export type TSessionCheckResponse = z.infer<typeof ZSessionCheckResponse>;

/** Letters (any script), digits, and . _ - between them. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}._-]*[\p{L}\p{N}])?$/u;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(isValidEmail, { message: 'Enter an e-mail address like name@example.com.' });

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

export const ZNickname = z
  .string()
  .trim()
  .min(NICKNAME_MIN_LENGTH, { message: `Use at least ${NICKNAME_MIN_LENGTH} characters.` })
  .max(NICKNAME_MAX_LENGTH, { message: `Use at most ${NICKNAME_MAX_LENGTH} characters.` })
  .regex(NICKNAME_PATTERN, { message: 'Use letters and digits, with . _ - only between them.' });

/** A concrete four-digit job (not '0000', which means "anyone" in filters, not a person's job). */
export const ZPersonJobCode = codeSchema(JOB_CODES).refine((code) => code !== JOB_CODE_ANY, {
  message: 'Choose a job.',
});

/** The profile fields every account needs; social sign-ups fill them in after the first log-in. */
export const ZProfileBasics = z.object({
  mainJobDetail: ZPersonJobCode,
  subJobDetail: ZPersonJobCode.nullable().optional(),
  occupationStatus: codeSchema(OCCUPATION_STATUS),
  visitPurpose: codeSchema(VISIT_PURPOSES),
});
export type TProfileBasics = z.infer<typeof ZProfileBasics>;

export const ZRegisterInput = z
  .object({ email: ZEmail, password: ZPassword, nickname: ZNickname })
  .extend(ZProfileBasics.shape)
  .strict();
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZLoginInput = z
  .object({
    email: z.string().trim().toLowerCase().min(1).max(254),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZAvailability = z.object({
  value: z.string(),
  kind: z.enum(['email', 'nickname']),
  available: z.boolean(),
  /** Why it is not available: taken, or not a valid e-mail/nickname. */
  reason: z.enum(['taken', 'invalid']).nullable(),
  message: z.string().nullable(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZPasswordResetRequest = z
  .object({ email: z.string().trim().toLowerCase().min(1).max(254) })
  .strict();
export const ZPasswordReset = z.object({ token: z.string().min(20).max(200), password: ZPassword }).strict();
export const ZPasswordChange = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: ZPassword })
  .strict();
export const ZWithdrawInput = z
  .object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional(), confirm: z.literal('WITHDRAW') })
  .strict();

export const ZOk = z.object({ ok: z.literal(true) });

/** Social login (F2.4): configured providers for the login dialog's buttons, and account linking. */
export const ZSocialProvider = z.object({ code: z.string(), label: z.string() });
/** GET /api/auth/social/providers: the providers this server has configured. */
export const ZSocialProviderList = z.array(ZSocialProvider);
export const ZSocialProviderParams = z.object({ code: z.string().min(1).max(8) });
export const ZSocialStartQuery = z.object({ returnTo: z.string().optional() });
export const ZSocialLinkInput = z.object({ token: z.string().min(20).max(200) }).strict();
export const ZSocialLinkResponse = z.object({ ok: z.literal(true), provider: z.string() });
