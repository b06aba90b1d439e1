import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldIssue } from '@sidecamp/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/faults';

/** The one error type services throw; the handler below turns it into the JSON envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, options: { message?: string; details?: unknown } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.details = options.details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 400 naming one field, for rules a schema cannot express. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: `${field}: ${message}`,
    details: [{ field, message }],
  });
}

/** fastify-type-provider-zod's shape: the zod issue's path as instancePath, its other fields as params. */
type ValidationIssue = { instancePath?: string; message?: string; params?: { keys?: unknown[] } };

function fieldIssues(context: string | undefined, validation: ValidationIssue[]): FieldIssue[] {
  return validation.flatMap((issue) => {
    const path = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
    // A field the client may not send (e.g. `role`) is named itself, not its parent object.
    const unknownKeys = issue.params?.keys;
    if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
      return unknownKeys.map((key) => ({
        field: path ? `${path}.${String(key)}` : String(key),
        message: 'is not a field you can set',
      }));
    }
    return [{ field: path ?? context ?? 'body', message: issue.message ?? 'is not valid' }];
  });
}

export function sendError(
  reply: { code: (status: number) => { send: (body: unknown) => unknown } },
  requestId: string,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const error: Record<string, unknown> = { code, message, requestId };
  if (details !== undefined) error.details = details;
  return reply.code(ERROR_STATUS[code]).send({ error });
}

/**
 * Every failure leaves as `{ error: { code, message, requestId, details? } }` with a 4xx/5xx status:
 * zod failures become a 400 listing the fields, Fastify's own client errors keep their status,
 * a lost database or Redis connection is a 503 with Retry-After (db/faults.ts), anything unexpected
 * is a logged 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((rawError: FastifyError | AppError | Error, request, reply) => {
    if (rawError instanceof AppError) {
      // Unavailable is temporary by definition (a dependency is down): say when to try again.
      if (rawError.code === 'SERVICE_UNAVAILABLE' && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, request.id, rawError.code, rawError.message, rawError.details);
    }
    const error = rawError as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldIssues(error.validationContext, error.validation as ValidationIssue[]);
      const summary = fields.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
      return sendError(reply, request.id, 'VALIDATION_FAILED', summary, fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, request.id, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 404
              ? 'NOT_FOUND'
              : status === 429
                ? 'RATE_LIMITED'
                : 'BAD_REQUEST';
      // Fastify's client errors (malformed JSON, empty body with a JSON content type ...) carry a
      // safe message; the status is normalised to the code's so the envelope and status agree.
      return sendError(reply, request.id, code, error.message || ERROR_MESSAGES[code]);
    }
    if (isUnavailableError(error)) {
      // A transaction open on the lost connection was rolled back by the server; the client may retry.
      request.log.warn({ err: error }, 'database or redis unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, request.id, 'SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request.id, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  });
}
