import type { z } from 'zod';
import type { ApiErrorCode } from './ApiError';
import { ApiError } from './ApiError';

/** One message per form field, shown next to that field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Conflicts that are about one field, so the form shows them there rather than in a banner. */
const CONFLICT_FIELDS: Partial<Record<ApiErrorCode, string>> = {
  EMAIL_TAKEN: 'email',
  NICKNAME_TAKEN: 'nickname',
};

/**
 * The first message per field, for the fields a form has. A nested path (`links.0.url`) counts
 * under its full name when the form lists it, otherwise under its first part.
 */
function collect<K extends string>(
  issues: readonly { path: string; message: string }[],
  fields: readonly K[],
): FieldErrors<K> {
  const known = new Set<string>(fields);
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = known.has(issue.path) ? issue.path : issue.path.split('.')[0];
    if (key !== undefined && known.has(key) && errors[key as K] === undefined)
      errors[key as K] = issue.message;
  }
  return errors;
}

/** A server answer's field problems (400 details, 409 e-mail/nickname taken) for a form's fields. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiError)) return {};
  const issues = error.fields.map((issue) => ({ path: issue.field, message: issue.message }));
  const conflictField = CONFLICT_FIELDS[error.code];
  if (conflictField) issues.push({ path: conflictField, message: error.message });
  return collect(issues, fields);
}

/**
 * Checks a form against the same zod schema the server uses, so the page says exactly what the
 * server would, before anything is sent.
 */
export function schemaFieldErrors<K extends string>(
  schema: z.ZodType,
  value: unknown,
  fields: readonly K[],
): FieldErrors<K> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  return collect(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    fields,
  );
}

/** Whether a server error was fully explained next to the fields (so no banner is needed). */
export function isExplainedByFields(error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  if (CONFLICT_FIELDS[error.code] !== undefined) return fields.includes(CONFLICT_FIELDS[error.code] ?? '');
  return (
    error.code === 'VALIDATION_FAILED' &&
    error.fields.length > 0 &&
    error.fields.every(
      (issue) => fields.includes(issue.field.split('.')[0] ?? '') || fields.includes(issue.field),
    )
  );
}
