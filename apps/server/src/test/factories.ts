import type { TRegisterInput } from '@sidecamp/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let sequence = 0;

/** Registration input that passes validation; each call gets a unique e-mail and nickname. */
export function buildRegistration(overrides: Partial<TRegisterInput> = {}): TRegisterInput {
  sequence += 1;
  const tag = `${process.pid.toString(36)}${sequence}`;
  return {
    email: `person${tag}@example.com`,
    password: 'correct horse battery',
    nickname: `person${tag}`,
    mainJobDetail: '0403',
    subJobDetail: '0301',
    occupationStatus: '01',
    visitPurpose: '01',
    ...overrides,
  };
}

/** The `cookie` request header that carries the session a response just set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sidecamp_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sidecamp_session=${cookie.value}`;
}

export type TestUser = { no: number; nickname: string; email: string; password: string; cookie: string };

/** Registers a user through the API (the real path) and returns its logged-in cookie. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<TRegisterInput> = {},
): Promise<TestUser> {
  const input = buildRegistration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return {
    no: res.json().user.no,
    nickname: input.nickname,
    email: input.email,
    password: input.password,
    cookie: sessionCookieOf(res),
  };
}

export async function sessionCheck(app: FastifyInstance, cookie?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/session',
    payload: {},
    headers: cookie ? { cookie } : {},
  });
  return res.json() as {
    result: boolean;
    loginDuplicated: boolean;
    user: { no: number; nickname: string } | null;
  };
}
