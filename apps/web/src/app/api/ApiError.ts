import type { ErrorCode, FieldIssue } from '@sidecamp/domain';

/**
 * Codes the client itself produces when no server envelope exists: the request never reached the
 * server, or the answer was not what the contract says.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** One failed API call: the envelope's code and message, plus the field issues of a VALIDATION_FAILED. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly fields: readonly FieldIssue[] = [],
    readonly requestId?: string,
    /** The envelope's details for codes that carry more than fields (ACCOUNT_BANNED: reason, until). */
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** The message of one field, for showing it next to that field in a form. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((issue) => issue.field === field)?.message;
  }
}
