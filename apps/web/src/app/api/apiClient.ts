import { ERROR_MESSAGES, type FieldIssue, isErrorCode } from '@sidecamp/domain';
import type { z } from 'zod';
import { ApiError } from './ApiError';

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The response contract; the answer is parsed with it so a drifted server shows up as an error, not as undefined. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key on spends). */
  headers?: Record<string, string>;
};

const API_BASE = '/api';

/**
 * Called when any call answers 401 UNAUTHENTICATED. The session module registers here (it imports
 * this file, so it cannot be imported back) to re-check the session: a tab whose session ended
 * elsewhere then notices on its next request instead of on its next reload.
 */
let unauthenticatedListener: ((error: ApiError) => void) | null = null;

export function setUnauthenticatedListener(listener: ((error: ApiError) => void) | null): void {
  unauthenticatedListener = listener;
}

/** Calls the Sidecamp API: JSON in and out, the session cookie always sent, errors thrown as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal, headers } = options;
  return send(
    path,
    {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    },
    schema,
  );
}

/**
 * Uploads one file as multipart/form-data in the field `file` (the upload routes' contract). The
 * browser sets the multipart boundary itself, so no Content-Type is given here.
 */
export async function apiUpload<T>(
  path: string,
  file: File,
  options: { schema: z.ZodType<T>; signal?: AbortSignal },
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return send(
    path,
    { method: 'POST', headers: { Accept: 'application/json' }, body: form, signal: options.signal },
    options.schema,
  );
}

async function send<T>(path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, credentials: 'include' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached.', 0);
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (error.code === 'UNAUTHENTICATED') unauthenticatedListener?.(error);
    throw error;
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('INVALID_RESPONSE', 'The server answered in an unexpected shape.', response.status);
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const envelope = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  if (!envelope || !isErrorCode(envelope.code)) {
    // A proxy or crash page, not our API: keep the status so the message can still be honest.
    const code = status >= 500 ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST';
    return new ApiError(code, ERROR_MESSAGES[code], status);
  }
  const message = typeof envelope.message === 'string' ? envelope.message : ERROR_MESSAGES[envelope.code];
  const requestId = typeof envelope.requestId === 'string' ? envelope.requestId : undefined;
  const fields = envelope.code === 'VALIDATION_FAILED' ? toFieldIssues(envelope.details) : [];
  return new ApiError(envelope.code, message, status, fields, requestId);
}

function toFieldIssues(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
