import { ZProjectCreate } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { isExplainedByFields, schemaFieldErrors, serverFieldErrors } from './fieldErrors';

const validation = (fields: { field: string; message: string }[]) =>
  new ApiError('VALIDATION_FAILED', 'Check the fields.', 400, fields);

describe('serverFieldErrors', () => {
  it("keeps the first message of each of the form's fields", () => {
    const error = validation([
      { field: 'email', message: 'Not an e-mail address.' },
      { field: 'email', message: 'Second.' },
      { field: 'password', message: 'Too short.' },
      { field: 'secret', message: 'Not on this form.' },
    ]);
    expect(serverFieldErrors(error, ['email', 'password', 'nickname'])).toEqual({
      email: 'Not an e-mail address.',
      password: 'Too short.',
    });
  });

  it('counts a nested path under its full name when the form lists it, else under its first part', () => {
    const error = validation([
      { field: 'links.0.url', message: 'Use a web address.' },
      { field: 'tags.2', message: 'Too long.' },
    ]);
    expect(serverFieldErrors(error, ['links.0.url', 'tags'])).toEqual({
      'links.0.url': 'Use a web address.',
      tags: 'Too long.',
    });
  });

  it('puts an e-mail or nickname conflict next to that field', () => {
    expect(serverFieldErrors(new ApiError('EMAIL_TAKEN', 'That e-mail is taken.', 409), ['email'])).toEqual({
      email: 'That e-mail is taken.',
    });
    expect(serverFieldErrors(new ApiError('NICKNAME_TAKEN', 'Taken.', 409), ['nickname', 'email'])).toEqual({
      nickname: 'Taken.',
    });
  });

  it('gives nothing for other errors', () => {
    expect(serverFieldErrors(new ApiError('INTERNAL', 'Boom.', 500), ['email'])).toEqual({});
    expect(serverFieldErrors(new Error('plain'), ['email'])).toEqual({});
  });
});

describe('schemaFieldErrors', () => {
  it("says what the server's schema would, before anything is sent", () => {
    const errors = schemaFieldErrors(ZProjectCreate, { name: 'x', meetingMode: '01', region: 'KR01' }, [
      'name',
      'region',
    ]);
    expect(Object.keys(errors).sort()).toEqual(['name', 'region']);
    expect(errors.region).toContain('KR00');
  });

  it('gives nothing for a valid value', () => {
    expect(schemaFieldErrors(ZProjectCreate, { name: 'Camp' }, ['name'])).toEqual({});
  });
});

describe('isExplainedByFields', () => {
  it('is true when every field issue is shown next to a field of the form', () => {
    const error = validation([
      { field: 'name', message: 'Too short.' },
      { field: 'links.0.url', message: 'Bad.' },
    ]);
    expect(isExplainedByFields(error, ['name', 'links'])).toBe(true);
    expect(isExplainedByFields(error, ['name'])).toBe(false);
  });

  it('is false for a validation error without field issues, which needs a banner', () => {
    expect(isExplainedByFields(validation([]), ['name'])).toBe(false);
  });

  it('is true for a conflict only when the form has its field', () => {
    const taken = new ApiError('EMAIL_TAKEN', 'Taken.', 409);
    expect(isExplainedByFields(taken, ['email'])).toBe(true);
    expect(isExplainedByFields(taken, ['nickname'])).toBe(false);
  });

  it('is false for anything else', () => {
    expect(isExplainedByFields(new ApiError('FORBIDDEN', 'No.', 403), ['name'])).toBe(false);
    expect(isExplainedByFields('oops', ['name'])).toBe(false);
  });
});
