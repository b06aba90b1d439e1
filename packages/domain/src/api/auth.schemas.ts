import { z } from 'zod';

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
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Session check request: the stored login cookie value (the server also reads the httpOnly cookie). */
export const ZSessionCheckInput = z.object({ login_hash: z.string().max(512).optional() });
export type TSessionCheckInput = z.infer<typeof ZSessionCheckInput>;

export const ZSessionCheckResponse = z.object({
  result: z.boolean(),
  loginDuplicated: z.boolean(),
  user: ZSessionUser.nullable(),
});
export type TSessionCheckResponse = z.infer<typeof ZSessionCheckResponse>;
