import { z } from 'zod';

/**
 * What zod says about a value that fails a schema, as a sentence a person filling in a form
 * understands ("Write at least 2 characters.", not "Too small: expected string to have >=2
 * characters"). A schema's own message (`{ message: 'Use a date like 2026-11-25.' }`) still wins:
 * this only speaks where the schema is silent. It is zod's global error map (below), so the server's
 * 400 details and the web's forms say the same words; the web also passes it to every form check.
 */

/** The parts of a zod issue the sentences need (zod 4's raw issue, before its message is set). */
type RawIssue = {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  divisor?: number | bigint;
  values?: readonly unknown[];
};

const REQUIRED = 'This field is required.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const limitOf = (value: RawIssue['minimum']): number =>
  value instanceof Date ? value.getTime() : Number(value ?? 0);

const dayOf = (value: RawIssue['minimum']): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

function wrongType(issue: RawIssue): string {
  if (issue.input === undefined || issue.input === null) return REQUIRED;
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'Enter a number.';
    case 'string':
      return 'Enter text here.';
    case 'boolean':
      return 'Choose yes or no.';
    case 'array':
    case 'set':
      return 'Choose from the list.';
    case 'date':
      return 'Enter a date.';
    default:
      return 'This value cannot be used here.';
  }
}

function tooSmall(issue: RawIssue): string {
  const min = limitOf(issue.minimum);
  const atLeast = issue.inclusive === false ? min + 1 : min;
  switch (issue.origin) {
    case 'string':
      if (atLeast <= 1) return REQUIRED;
      return issue.exact
        ? `Write exactly ${plural(atLeast, 'character', 'characters')}.`
        : `Write at least ${plural(atLeast, 'character', 'characters')}.`;
    case 'array':
    case 'set':
      return atLeast <= 1 ? 'Choose at least one.' : `Choose at least ${atLeast}.`;
    case 'date':
      return `Pick a date on or after ${dayOf(issue.minimum)}.`;
    case 'file':
      return 'The file is empty.';
    default:
      return issue.inclusive === false
        ? `Use a number greater than ${min}.`
        : `Use a number of at least ${min}.`;
  }
}

function tooBig(issue: RawIssue): string {
  const max = limitOf(issue.maximum);
  const atMost = issue.inclusive === false ? max - 1 : max;
  switch (issue.origin) {
    case 'string':
      return issue.exact
        ? `Write exactly ${plural(atMost, 'character', 'characters')}.`
        : `Keep it to ${plural(atMost, 'character', 'characters')} or fewer.`;
    case 'array':
    case 'set':
      return `Choose at most ${atMost}.`;
    case 'date':
      return `Pick a date on or before ${dayOf(issue.maximum)}.`;
    case 'file':
      return 'The file is too large.';
    default:
      return issue.inclusive === false
        ? `Use a number smaller than ${max}.`
        : `Use a number of at most ${max}.`;
  }
}

const FORMATS: Record<string, string> = {
  email: 'Enter an e-mail address, like name@example.com.',
  url: 'Enter a web address, like https://example.com.',
  date: 'Use a date like 2026-11-25.',
  datetime: 'Use a date and time, like 2026-11-25 14:30.',
  time: 'Use a time, like 14:30.',
  uuid: 'This code is not one we know.',
  lowercase: 'Use small letters only.',
  uppercase: 'Use capital letters only.',
};

/** The sentence for one zod issue (any code zod 4 raises). */
export function humanIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format ?? ''] ?? 'This is not in a form we can use: check what you typed.';
    case 'invalid_value':
      if (issue.values?.length === 1 && issue.values[0] === true) return 'Tick this box to go on.';
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return (issue.values?.length ?? 0) > 1 ? 'Choose one of the options.' : REQUIRED;
      return (issue.values?.length ?? 0) > 1
        ? 'Choose one of the options.'
        : 'This value cannot be used here.';
    case 'not_multiple_of':
      return `Use a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return 'This form was sent with fields it does not have.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'One of the entries cannot be used here.';
    default:
      return 'This value cannot be used here.';
  }
}

/**
 * Makes this zod's global error map (a schema's own message still wins). Done when this file loads;
 * a bundle that keeps only what is imported (the server's) calls it where it sets up validation.
 */
export function installHumanErrors(): void {
  z.config({ customError: (issue) => humanIssueMessage(issue as RawIssue) });
}

// Every parse in a process that loads the schemas speaks in sentences (the package marks this file
// as having side effects, so the web's bundler keeps this line).
installHumanErrors();
