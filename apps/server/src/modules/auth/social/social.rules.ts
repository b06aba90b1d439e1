import { createHash } from 'node:crypto';
import { NICKNAME_MAX_LENGTH, NICKNAME_PATTERN, ZNickname } from '@sidecamp/domain';

const MAX_RETURN_TO_LENGTH = 500;

/**
 * Where to send the person after logging in: only a path on this site. `//host` and `/\host` are
 * read by browsers as another site, and control characters can split a Location header, so those
 * fall back to the home page like anything else that is not a plain local path.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > MAX_RETURN_TO_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

const SEPARATORS = /[._-]/;

/** Cuts to at most `max` UTF-16 units (the unit zod counts) without splitting a character. */
function truncate(value: string, max: number): string {
  const characters = Array.from(value);
  while (characters.join('').length > max) characters.pop();
  return characters.join('');
}

function trimSeparators(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && SEPARATORS.test(value[start] ?? '')) start += 1;
  while (end > start && SEPARATORS.test(value[end - 1] ?? '')) end -= 1;
  return value.slice(start, end);
}

const isValidNickname = (value: string) => NICKNAME_PATTERN.test(value) && ZNickname.safeParse(value).success;

/** Turns a display name, username or e-mail local part into a valid nickname, or undefined. */
export function nicknameFrom(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const cleaned = raw
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .replace(/[._-]{2,}/g, (run) => run[0] ?? '');
  const nickname = trimSeparators(truncate(trimSeparators(cleaned), NICKNAME_MAX_LENGTH));
  return isValidNickname(nickname) ? nickname : undefined;
}

/** The first candidate that makes a valid nickname: name, then username, then e-mail local part. */
export function baseNickname(candidates: Array<string | undefined>): string {
  for (const candidate of candidates) {
    const nickname = nicknameFrom(candidate);
    if (nickname) return nickname;
  }
  return 'member';
}

/** `base` with a numeric suffix, shortened so the whole stays within the nickname length. */
export function nicknameWithSuffix(base: string, suffix: number): string {
  const tail = String(suffix);
  const head = trimSeparators(truncate(base, NICKNAME_MAX_LENGTH - tail.length));
  return `${head || 'member'}${tail}`;
}

/** A stable e-mail for an account whose provider shares none; `.invalid` never delivers. */
export function placeholderEmail(providerKey: string, subject: string): string {
  const digest = createHash('sha256').update(`${providerKey}:${subject}`).digest('hex').slice(0, 20);
  return `${providerKey}-${digest}@social.invalid`;
}
