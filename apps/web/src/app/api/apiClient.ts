import { ERROR_MESSAGES, type FieldIssue, isErrorCode } from '@sidecamp/domain';
import type { z } from 'zod';
import { ApiError } from './ApiError';

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The response contract; the answer is parsed with it so a drifted server shows up as an error, not as undefined. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
};

const API_BASE = '/api';

/** Calls the Sidecamp API: JSON in and out, the session cookie always sent, errors thrown as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached.', 0);
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);

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
