import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { humanIssueMessage } from './humanErrors';

/**
 * Every schema a form submits: request bodies (…Input, …Create, …Update, …Patch, …Change, …Body,
 * the password reset and the profile basics) and the single fields forms check on their own.
 */
const FORM_SCHEMA_NAME = /^Z\w+(Input|Create|Update|Patch|Change|Body|Reset|ResetRequest|Basics)$/;
const FORM_FIELDS = ['ZEmail', 'ZPassword', 'ZNickname', 'ZTechStack', 'ZWebAddress', 'ZVideoLink'];

const formSchemas = Object.entries(domain)
  .filter(
    ([name, value]) =>
      (FORM_SCHEMA_NAME.test(name) || FORM_FIELDS.includes(name)) && value instanceof z.ZodType,
  )
  .map(([name, value]) => [name, value as z.ZodType] as const);

/** What a careless or hostile submission puts in a field. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'not right at all ~~ ###',
  'x'.repeat(20_000),
  -5,
  1.5,
  10 ** 12,
  true,
  [],
  [''],
  ['x'.repeat(5_000)],
  Array.from({ length: 300 }, (_, index) => `item ${index}`),
  [{}],
  {},
];

/** Words and signs of zod's own messages, of code and of patterns: none may reach a person. */
const CODE_SPEAK = [
  /expected/i,
  /too small/i,
  /too big/i,
  /invalid (input|option|type|string|format|value|key|element|union)/i,
  /received/i,
  /\bNaN\b|\bundefined\b|\bnull\b|\[object/,
  /[|<>{}\\^$]/,
  /"/,
  />=|<=/,
  /\/api\//,
];

function problemsOf(message: string): string[] {
  const problems = CODE_SPEAK.filter((pattern) => pattern.test(message)).map(String);
  if (!/^[A-Z0-9]/.test(message)) problems.push('does not start like a sentence');
  if (!/[.!?]$/.test(message)) problems.push('does not end like a sentence');
  return problems;
}

/** Every failed check of a schema: the whole form empty, and each field given each bad value. */
function messagesOf(schema: z.ZodType): { input: string; path: string; message: string }[] {
  const submissions: unknown[] = [{}, undefined, ...BAD_VALUES];
  const shape = schema instanceof z.ZodObject ? schema.shape : null;
  if (shape)
    for (const key of Object.keys(shape)) for (const bad of BAD_VALUES) submissions.push({ [key]: bad });
  const found: { input: string; path: string; message: string }[] = [];
  for (const submission of submissions) {
    const parsed = schema.safeParse(submission);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues)
      found.push({
        input: JSON.stringify(submission)?.slice(0, 80) ?? 'undefined',
        path: issue.path.join('.'),
        message: issue.message,
      });
  }
  return found;
}

describe('form errors are sentences a person understands', () => {
  it('finds the form schemas', () => {
    const names = formSchemas.map(([name]) => name);
    expect(names.length).toBeGreaterThan(60);
    for (const name of ['ZBoothCreateInput', 'ZRegisterInput', 'ZProjectCreate', 'ZCampaignInput', 'ZEmail'])
      expect(names).toContain(name);
  });

  it.each(formSchemas)(
    '%s: an empty or wrong submission is answered in words, on its field',
    (_name, schema) => {
      const messages = messagesOf(schema);
      expect(messages.length).toBeGreaterThan(0);
      const bad = messages
        .map((entry) => ({ ...entry, problems: problemsOf(entry.message) }))
        .filter((entry) => entry.problems.length > 0);
      expect(bad).toEqual([]);
    },
  );

  it('the booth launch form, sent empty, says what each field needs', () => {
    const parsed = domain.ZBoothCreateInput.safeParse({
      name: '',
      intro: '',
      serviceCategory: '',
      industry: '',
    });
    expect(parsed.success).toBe(false);
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: 'Write at least 2 characters.',
      intro: 'This field is required.',
      serviceCategory: 'Choose one of the options.',
      industry: 'Choose one of the options.',
    });
  });

  it('speaks for every kind of zod issue', () => {
    expect(humanIssueMessage({ code: 'invalid_type', expected: 'string', input: undefined })).toBe(
      'This field is required.',
    );
    expect(humanIssueMessage({ code: 'invalid_type', expected: 'number', input: 'x' })).toBe(
      'Enter a number.',
    );
    expect(humanIssueMessage({ code: 'too_small', origin: 'string', minimum: 8, inclusive: true })).toBe(
      'Write at least 8 characters.',
    );
    expect(humanIssueMessage({ code: 'too_big', origin: 'string', maximum: 1, inclusive: true })).toBe(
      'Keep it to 1 character or fewer.',
    );
    expect(humanIssueMessage({ code: 'too_big', origin: 'array', maximum: 5, inclusive: true })).toBe(
      'Choose at most 5.',
    );
    expect(humanIssueMessage({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false })).toBe(
      'Use a number greater than 0.',
    );
    expect(humanIssueMessage({ code: 'invalid_format', format: 'email' })).toBe(
      'Enter an e-mail address, like name@example.com.',
    );
    expect(humanIssueMessage({ code: 'invalid_value', values: [true], input: false })).toBe(
      'Tick this box to go on.',
    );
    expect(humanIssueMessage({ code: 'something_new' })).toBe('This value cannot be used here.');
  });
});
