import type { ErrorCode } from '@sidecamp/domain';
import { ERROR_STATUS } from '@sidecamp/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../../../public/locales/en/common.json';
import { ApiError, type ApiErrorCode } from './ApiError';
import { errorMessage } from './errorMessage';

/** A stand-in for i18next's t that shows which key was asked for. */
const t = ((key: string) => `t(${key})`) as unknown as TFunction<'common'>;

const SERVER_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
const ALL_CODES: ApiErrorCode[] = [...SERVER_CODES, 'NETWORK_ERROR', 'INVALID_RESPONSE'];

/** Codes whose server message is internal (or missing), so the page always uses its own words. */
const OWN_WORDING: ApiErrorCode[] = [
  'ACCOUNT_BANNED',
  'UNAUTHENTICATED',
  'BAD_REQUEST',
  'CSRF_REJECTED',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
];

describe('errorMessage', () => {
  it("shows the server's message for codes written for people", () => {
    for (const code of ALL_CODES.filter((item) => !OWN_WORDING.includes(item))) {
      expect(errorMessage(new ApiError(code, `server says ${code}`, 409), t)).toBe(`server says ${code}`);
    }
  });

  it('says until when and why an account is suspended, in plain words', () => {
    const real = ((key: string, values: Record<string, string>) =>
      (common.errors as Record<string, string>)[key.replace('errors.', '')]?.replace(
        /{{(\w+)}}/g,
        (_, name: string) => values[name] ?? '',
      )) as unknown as TFunction<'common'>;
    const banned = (until: string | null) =>
      new ApiError('ACCOUNT_BANNED', 'This account is suspended.', 403, [], undefined, {
        reason: 'Spam in the lounge',
        until,
      });
    expect(errorMessage(banned('2026-12-03T12:00:00.000Z'), real)).toBe(
      'Your account is suspended until December 3, 2026: Spam in the lounge',
    );
    expect(errorMessage(banned(null), real)).toBe(
      'Your account is suspended until an admin lifts it: Spam in the lounge',
    );
  });

  it('falls back to our wording when such a code comes without a message', () => {
    expect(errorMessage(new ApiError('POSITION_FULL', '', 409), t)).toBe('t(errors.POSITION_FULL)');
  });

  it('never shows the server message of internal codes', () => {
    for (const code of OWN_WORDING) {
      expect(errorMessage(new ApiError(code, 'stack trace at db.ts:12', 500), t)).toBe(`t(errors.${code})`);
    }
  });

  it('answers a code newer than this page with its message instead of crashing', () => {
    const fromNewerServer = new ApiError('SOMETHING_NEW' as ApiErrorCode, 'A newer rule said no.', 409);
    expect(errorMessage(fromNewerServer, t)).toBe('A newer rule said no.');
    expect(errorMessage(new ApiError('SOMETHING_NEW' as ApiErrorCode, '', 409), t)).toBe(
      't(errors.INTERNAL)',
    );
  });

  it('has English words for every code it may fall back to', () => {
    const errors: Record<string, string> = common.errors;
    const missing = ALL_CODES.filter((code) => !errors[code]);
    expect(missing).toEqual([]);
  });
});
