import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from './factories';
import type { TestApp } from './testApp';

/** Requests as a person (their session cookie) and the checks every route's tests make. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return (method: Method, url: string, user?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export const fieldsOf = (res: LightMyRequestResponse) =>
  ((res.json() as { error: { details?: Array<{ field: string }> } }).error.details ?? []).map(
    (issue) => issue.field,
  );

/** Asserts the error envelope: status, code, a message and the request id. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.requestId).toBeTruthy();
  return body.error;
}
